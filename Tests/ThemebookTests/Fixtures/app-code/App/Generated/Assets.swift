let generated = FXColors.Blue50
