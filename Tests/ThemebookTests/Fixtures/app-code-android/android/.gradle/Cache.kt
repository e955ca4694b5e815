val cached = ShopTheme.colors.layerScrim
