import UIKit

/* The brand palette: a second namespace.
   /* Nested block comments close properly: */ still a comment here.
*/
enum AcmeBrandColors {
    // MARK: - Space & Stars
    /// Components from 0 to 1.
    static let Nebula = UIColor(red: 0.2, green: 0.15, blue: 0.45, alpha: 1)
    /// Components from 0 to 255: any component above 1 means the 0–255 scale.
    static let Stardust = UIColor(red: 250, green: 240, blue: 230, alpha: 1)
}
