let dependency = FXColors.Blue60
