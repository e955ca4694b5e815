// Shop for Android — an invented app for themebook's tests of platforms.
package com.shop.ui.colors

import androidx.compose.ui.graphics.Color

object ShopColors {
    val Blue50 = Color(0xFF0060DF)
    val Grey10 = Color(0xFFF9F9FB)
    val Grey90 = Color(0xFF15141A)
    val Violet40 = Color(0xFFAA71FF)
    val Violet90 = Color(0xFF321C64)
    val Green50 = Color(0xFF3FE1B0)
}
