import SwiftUI

struct DynamicColor: Equatable {
    let lightColor: Color
    let darkColor: Color

    init(lightColor: Color, darkColor: Color) {
        self.lightColor = lightColor
        self.darkColor = darkColor
    }

    init(staticColor: Color) {
        self.lightColor = staticColor
        self.darkColor = staticColor
    }
}
