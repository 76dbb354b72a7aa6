/// A setting a game declares for itself (Set's claim time between friends): kept in
/// settings.json under its key and checked as the file is read, and a row of Settings.
public struct GameSetting: Equatable, Sendable {
    /// Its key in settings.json: `claimSeconds`.
    public let key: String
    /// Its name in Settings: `Claim time`.
    public let title: String
    /// What it does, in a few words, beside it in Settings.
    public let detail: String
    /// The unit its value is shown in: `s`.
    public let unit: String
    /// The values Settings steps through, smallest first.
    public let choices: [Double]
    /// The values a file may hold; any other makes the file one that cannot be read.
    public let range: ClosedRange<Double>
    /// Its value until the player chooses one.
    public let defaultValue: Double

    public init(
        key: String, title: String, detail: String, unit: String, choices: [Double],
        range: ClosedRange<Double>,
        defaultValue: Double
    ) {
        self.key = key
        self.title = title
        self.detail = detail
        self.unit = unit
        self.choices = choices
        self.range = range
        self.defaultValue = defaultValue
    }

    /// A value in words: `10 s`.
    public func text(_ value: Double) -> String { "\(Int(value)) \(unit)" }
}
