package org.acme.ui.theme

import androidx.compose.runtime.Stable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp

/**
 * The colours every Acme theme gives.
 */
@Suppress("LongParameterList")
@Stable
class AcmeThemeColors(
    layer1: Color,
    layer2: Color,
    layerAccent: Color,
    layerScrim: Color,
    actionPrimary: Color,
    textPrimary: Color,
    textSecondary: Color,
    iconPrimary: Color,
    borderPrimary: Color,
    val cornerRadius: Dp = 4.dp,
) {
    // Layers

    // Screen background, behind everything
    var layer1 by mutableStateOf(layer1)
        private set

    /** Cards, sheets and dialogs. */
    var layer2 by mutableStateOf(layer2)
        private set
    var layerAccent by mutableStateOf(layerAccent)
        private set
    var layerScrim by mutableStateOf(layerScrim)
        private set

    // Actions

    // Primary button
    var actionPrimary by mutableStateOf(actionPrimary)
        private set

    // Text

    var textPrimary by mutableStateOf(textPrimary)
        private set
    var textSecondary by mutableStateOf(textSecondary)
        private set

    // Icons

    val iconPrimary = iconPrimary

    // Borders

    var borderPrimary by mutableStateOf<Color>(borderPrimary)
        private set

    fun update(other: AcmeThemeColors) {
        layer1 = other.layer1
        layer2 = other.layer2
    }

    /**
     * A copy with some colours changed. Its border parameter is named as it used to be.
     */
    fun copy(
        layer1: Color = this.layer1,
        layer2: Color = this.layer2,
        layerAccent: Color = this.layerAccent,
        layerScrim: Color = this.layerScrim,
        actionPrimary: Color = this.actionPrimary,
        textPrimary: Color = this.textPrimary,
        textSecondary: Color = this.textSecondary,
        iconPrimary: Color = this.iconPrimary,
        borderWarning: Color = this.borderPrimary,
    ): AcmeThemeColors = AcmeThemeColors(
        layer1 = layer1,
        layer2 = layer2,
        layerAccent = layerAccent,
        layerScrim = layerScrim,
        actionPrimary = actionPrimary,
        textPrimary = textPrimary,
        textSecondary = textSecondary,
        iconPrimary = iconPrimary,
        borderPrimary = borderWarning,
    )
}
