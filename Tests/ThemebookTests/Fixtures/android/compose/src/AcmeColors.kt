/* A made-up palette for themebook's tests, written in the shapes Compose apps use. */
@file:Suppress("MagicNumber")

package org.acme.ui.colors

import androidx.compose.ui.graphics.Color

/**
 * The Acme palette: every colour a theme may use.
 */
object AcmeColors {
    // Blue is for actions.
    val Blue10 = Color(0xFFE0F0FF)
    val Blue50 = Color(0xFF0060DF)
    val Blue50A44 = Blue50.copy(alpha = 0.44f)
    val Blue90 = Color(0xff09204d)

    val Grey05 = Color(0xFBFBFE)
    val Grey10 = Color(red = 249, green = 249, blue = 251)
    val Grey30 = Color(0xE0, 0xE0, 0xE6)
    val Grey60 = Color(red = 0.5f, green = 0.5f, blue = 0.55f, alpha = 1f)
    val Grey90 = Color(color = 0xFF15141A)
    val Grey90A60 = Color(0x9915141A)
    val Grey90A95 = Grey90.copy(0.95f)

    val Violet40 = Color(0xFF_AB_71_FF)
    val Violet90 = Color(0xFF321C64L)

    val White = Color.White
    val Black = Color(0xFF000000)
    val Accent = Violet40

    /** Not a colour: left alone. */
    val all = listOf(Blue10, Blue50)
}

/** A top-level colour, outside any palette object. */
val BrandInk = Color(0xFF20123A)
