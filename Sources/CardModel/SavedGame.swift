import Foundation

/// A game in progress put away: its log, the time played, and when it was saved.
///
/// Replaying the log gives back the table, score, selection and face-up cards exactly;
/// the time played puts the clock back where it was.
public struct SavedGame: Codable, Equatable, Sendable {
    /// The format of this file; a later version can read it or say plainly why not.
    public static let formatVersion = 1

    public var version: Int
    public var log: GameLog
    /// Seconds of play so far.
    public var seconds: Double
    public var savedAt: Date

    public init(log: GameLog, seconds: Double, savedAt: Date) {
        version = Self.formatVersion
        self.log = log
        self.seconds = seconds
        self.savedAt = savedAt
    }

    private enum CodingKeys: String, CodingKey { case version, log, seconds, savedAt }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        // A later format may hold what this version cannot read: it is not read further.
        guard version <= Self.formatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "written by a newer cardtable (format \(version))")
        }
        log = try container.decode(GameLog.self, forKey: .log)
        seconds = try container.decode(Double.self, forKey: .seconds)
        savedAt = try container.decode(Date.self, forKey: .savedAt)
        guard FileLimits.isTime(seconds) else { throw DecodingError.outOfRange("the time played", decoder) }
    }
}
