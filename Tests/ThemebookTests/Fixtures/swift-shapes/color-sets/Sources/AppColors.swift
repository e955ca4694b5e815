import SwiftUI
import UIKit

enum AppColors {
    static let label = Asset.Colors.Label.primary.color
    static let accent = Color("AccentColor")
    static let brand = UIColor(named: "Brand/blue")!
    static let tint = Color(.tintBlue)
    static let missing = Color("Nope", bundle: .module)
}
