package com.shop.ui.theme

import com.shop.ui.colors.ShopColors

enum class Theme { Light, Dark, Private, HighContrast }

@Composable
fun ShopTheme(theme: Theme, content: @Composable () -> Unit) {
    val colors = when (theme) {
        Theme.Light -> lightPalette
        Theme.Dark -> darkPalette
        Theme.Private -> privatePalette
        Theme.HighContrast -> highContrastPalette
    }
}

object ShopTheme {
    val colors: ShopColorScheme
        @Composable
        get() = LocalShopColors.current
}

data class ShopColorScheme(
    // Layers

    /** The screen's background. */
    val layer1: Color,
    val layerAccent: Color,
    val layerScrim: Color,

    // Actions

    val actionPrimary: Color,

    // Text

    val textPrimary: Color,
    /** The ripple of a pressed button; Android only. */
    val ripple: Color,
)

private val lightPalette = ShopColorScheme(
    layer1 = ShopColors.Grey10,
    layerAccent = ShopColors.Blue50,
    layerScrim = ShopColors.Grey90.copy(alpha = 0.4f),
    actionPrimary = ShopColors.Blue50,
    textPrimary = ShopColors.Grey90,
    ripple = ShopColors.Grey90,
)

private val darkPalette = ShopColorScheme(
    layer1 = ShopColors.Grey90,
    layerAccent = ShopColors.Violet40,
    layerScrim = ShopColors.Grey90.copy(alpha = 0.95f),
    actionPrimary = ShopColors.Violet40,
    textPrimary = ShopColors.Grey10,
    ripple = ShopColors.Grey10,
)

private val privatePalette = darkPalette.copy(
    layer1 = ShopColors.Grey90,
)

private val highContrastPalette = lightPalette.copy(
    textPrimary = Color.Black,
)
