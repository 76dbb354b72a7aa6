import Foundation
import Testing

/// A library's public API as its module docs list it: every declaration marked `public` in its
/// sources, file by file, nested as in the source (an enum's cases come with the enum).
public enum PublicAPI {
    /// The declarations of the module whose sources are the `.swift` files in `folder`.
    public static func listing(of folder: URL) throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        var listing: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let declarations = self.declarations(in: text)
            guard !declarations.isEmpty else { continue }
            listing.append("// \(file)")
            listing += declarations
        }
        return listing.joined(separator: "\n")
    }

    /// The lines that declare something public, a declaration over several lines joined into
    /// one, without its body.
    static func declarations(in source: String) -> [String] {
        var found: [String] = []
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
        while let line = lines.next() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("public ") else { continue }
            let indent = String(repeating: " ", count: line.count - trimmed.count)
            var declaration = String(trimmed)
            // Parameters over several lines belong to the declaration.
            while declaration.filter({ $0 == "(" }).count > declaration.filter({ $0 == ")" }).count,
                let next = lines.next()
            {
                declaration += " " + next.trimmingCharacters(in: .whitespaces)
            }
            if let body = declaration.range(of: " {") {
                declaration = String(declaration[..<body.lowerBound])
            }
            declaration = declaration.replacingOccurrences(of: "( ", with: "(")
                .replacingOccurrences(of: ", )", with: ")").replacingOccurrences(of: " )", with: ")")
            found.append(indent + declaration)
        }
        return found
    }

    /// Fails unless a module's docs list exactly the public API of its sources.
    ///
    /// The list stands in `docs` between `<!-- public-api -->` and `<!-- /public-api -->`.
    /// Set CARDTABLE_RECORD_API=1 to write the listing of `sources` there (and record the
    /// change in CHANGELOG.md).
    public static func expectListed(
        sources: URL, docs: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let listing = try self.listing(of: sources)
        let text = try String(contentsOf: docs, encoding: .utf8)
        let begin = "<!-- public-api -->\n```swift\n"
        let end = "\n```\n<!-- /public-api -->"
        guard let start = text.range(of: begin),
            let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
        else {
            Issue.record("\(docs.path) has no <!-- public-api --> section", sourceLocation: sourceLocation)
            return
        }
        let listed = String(text[start.upperBound..<stop.lowerBound])
        if listed == listing { return }
        if ProcessInfo.processInfo.environment["CARDTABLE_RECORD_API"] == "1" {
            try text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: listing)
                .write(to: docs, atomically: true, encoding: .utf8)
            return
        }
        let listedLines = Set(listed.split(separator: "\n"))
        let actualLines = Set(listing.split(separator: "\n"))
        Issue.record(
            """
            The public API of \(sources.lastPathComponent) is not what its module docs list \
            (\(docs.path)); record the change in CHANGELOG.md, then run with CARDTABLE_RECORD_API=1.
            New or changed: \(actualLines.subtracting(listedLines).sorted().joined(separator: "\n"))
            Gone or changed: \(listedLines.subtracting(actualLines).sorted().joined(separator: "\n"))
            """, sourceLocation: sourceLocation)
    }
}
