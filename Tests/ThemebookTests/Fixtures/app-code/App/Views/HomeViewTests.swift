let tested = theme.colors.layer1
