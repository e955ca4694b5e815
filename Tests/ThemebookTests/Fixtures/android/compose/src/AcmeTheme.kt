package org.acme.ui.theme

import androidx.compose.runtime.Composable
import org.acme.ui.colors.AcmeColors

/**
 * Which theme is shown.
 */
enum class Theme {
    Light,
    Dark,
    Private,
    ;

    companion object {
        @Composable
        fun current(isPrivate: Boolean = false): Theme =
            if (isPrivate) {
                Private
            } else if (isSystemInDarkTheme()) {
                Dark
            } else {
                Light
            }
    }
}

/**
 * The Acme theme: "${'$'}theme" picks the palette.
 */
@Composable
fun AcmeTheme(
    theme: Theme = Theme.current(),
    content: @Composable () -> Unit,
) {
    val colors = when (theme) {
        Theme.Light -> lightColorPalette
        Theme.Dark -> darkColorPalette
        Theme.Private -> privateColorPalette
    }
    val spacing = when (theme) {
        Theme.Light, Theme.Dark -> 8
        else -> 12
    }

    ProvideAcmeColors(colors) {
        MaterialTheme(content = content)
    }
}

object AcmeTheme {
    val colors: AcmeThemeColors
        @Composable
        get() = localAcmeColors.current
}

private val darkColorPalette = AcmeThemeColors(
    layer1 = AcmeColors.Grey90,
    layer2 = AcmeColors.Grey60,
    layerAccent = AcmeColors.Accent,
    layerScrim = AcmeColors.Grey90A95,
    actionPrimary = Color(0xFF423262),
    textPrimary = AcmeColors.Grey10,
    textSecondary = AcmeColors.Blue50.copy(alpha = 0.6f),
    iconPrimary = AcmeColors.White,
    borderPrimary = AcmeColors.Blue50A44,
)

private val lightColorPalette = AcmeThemeColors(
    layer1 = AcmeColors.Grey10,
    layer2 = AcmeColors.White,
    layerAccent = AcmeColors.Blue50,
    layerScrim = AcmeColors.Grey90A60,
    actionPrimary = AcmeColors.Blue50,
    textPrimary = AcmeColors.Grey90,
    textSecondary = Color(red = 0x5B, green = 0x5B, blue = 0x66),
    iconPrimary = darkColorPalette.layer1,
    borderPrimary = AcmeColors.Grey30,
)

private val privateColorPalette = darkColorPalette.copy(
    layer1 = AcmeColors.Violet90,
    layer2 = BrandInk,
    borderWarning = AcmeColors.Blue90,
)
