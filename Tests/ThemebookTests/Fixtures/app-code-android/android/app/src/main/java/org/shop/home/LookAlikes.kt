package org.shop.home

// ShopTheme.colors.layer1 in a comment is not a read
/* ShopColors.Blue50 in a block comment, nor /* nested */ R.color.layerAccent */
fun lookAlikes(other: OtherTheme) {
    val said = "ShopTheme.colors.layerScrim in a string"
    val templated = "${ShopTheme.colors.layerScrim} in a template"
    val material = MaterialTheme.colors.primary
    val unrelated = other.colors.layer1
    val alsoUnrelated = OtherTheme.colors.layer1
    val layer1 = Color.Red
    val scheme = ShopTheme.colors.copy(layer1 = Color.Red)
    scheme.layerScrim
    val platform = ContextCompat.getColor(context, android.R.color.black)
}
