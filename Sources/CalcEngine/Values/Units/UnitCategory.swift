/// A kind of quantity, as a converter lists them: Windows Calculator's converters and a few more.
public enum UnitCategory: String, CaseIterable, Sendable {
    case length, area, volume, mass, temperature, energy, speed, time, power, data, pressure, angle, force, frequency
    case currency

    /// The category's name on a page ("Weight and mass").
    public var title: String {
        switch self {
        case .mass: "Weight and mass"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
