package org.shop.home

import androidx.core.content.ContextCompat
import com.shop.ui.colors.ShopColors
import com.shop.ui.theme.ShopTheme

@Composable
fun HomeScreen(context: Context) {
    Box(modifier = Modifier.background(ShopTheme.colors.layer1))
    val colors = ShopTheme.colors
    Text(text = "Home", color = colors.textPrimary)
    Icon(tint = com.shop.ui.theme.ShopTheme.colors.actionPrimary)
    val ripple = ShopTheme
        .colors
        .ripple
    Divider(color = ShopColors.Violet40.copy(alpha = 0.5f))
    val legacy = ContextCompat.getColor(context, R.color.layerAccent)
    val glow = colorResource(R.color.photon_glow)
    Text(color = ShopTheme.colors.textPrimery)
}
