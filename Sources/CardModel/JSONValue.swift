import Foundation

/// Any JSON value, kept as it was read: what a game of one kind writes in a log that the
/// others carry without knowing its shape.
///
/// A log holds every game's moves and set-up this way, so adding a game never changes how
/// logs are read; the game itself turns the values into its own types (`decoded(as:)`).
public enum JSONValue: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            // Whole numbers are written without a fraction, as the game's own types write them.
            if value.rounded() == value, abs(value) < 1e15 {
                try container.encode(Int64(value))
            } else {
                try container.encode(value)
            }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// `value` as JSON.
    public init<T: Encodable>(encoding value: T) throws {
        // In a list: a value that is not an object or a list is a fragment on its own.
        let data = try JSONEncoder().encode([value])
        self = try Self.only(JSONDecoder().decode([JSONValue].self, from: data))
    }

    /// This value read as `type`.
    public func decoded<T: Decodable>(as type: T.Type) throws -> T {
        let data = try JSONEncoder().encode([self])
        return try Self.only(JSONDecoder().decode([T].self, from: data))
    }

    /// `value` written as JSON and read back as `type`: between a game's own types and JSON values.
    public static func recode<T: Decodable>(_ value: some Encodable, as type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: JSONEncoder().encode(value))
    }

    private static func only<T>(_ list: [T]) throws -> T {
        guard list.count == 1, let first = list.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not one value"))
        }
        return first
    }

    /// The text of a string value.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
