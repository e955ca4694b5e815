// No catalogue of this site is Android's: this file is not read.
val background = FirefoxTheme.colors.layer1
val accent = FXColors.Blue50
