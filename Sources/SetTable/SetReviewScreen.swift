import CardModel
import GameTable
import Render

/// The screen of the game's own that names a review: the log of the game to review.
public struct SetReviewScreen: GameValue {
    public var log: GameLog

    public init(log: GameLog) {
        self.log = log
    }
}

extension SetReviewScreen {
    /// What you missed, over the game's result: a bar for the time each Set took, the
    /// longest wait, and every Set passed over as small cards.
    public func scene(options: RenderOptions) -> PageScene {
        let review = SetReview(log: log)
        return PageScene(title: "What you missed", options: options) { width, height in
            SetReviewPage(review: review, options: options, width: width, roomy: height >= 24).draw()
        }
    }
}
