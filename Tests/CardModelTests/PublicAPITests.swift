import Foundation
import TestSupport
import Testing

/// CardModel's public API is what its module docs list: a change shows here before it
/// reaches a program built on it.
@Suite struct PublicAPITests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/CardModel")

    @Test func theModuleDocsListEveryPublicDeclaration() throws {
        try PublicAPI.expectListed(
            sources: Self.sources, docs: Self.sources.appendingPathComponent("CardModel.docc/CardModel.md"))
    }
}
