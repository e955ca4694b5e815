val built = ShopTheme.colors.layerScrim
