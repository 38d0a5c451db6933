import Foundation
import GameCharacters
import Musketeers
import NewsFeed

// Colleagues that only count what reaches them: the bench measures the mediation, not what a
// colleague does with a message (the examples' colleagues print, which would swamp it).

/// Document 004's colleague protocol; also the direct-call baseline's.
final class CountingColleague: Colleague {
    var received = 0
    func colleague(_ colleague: Colleague?, didSendMessage message: String) { received &+= 1 }
}

/// Document 001's receiver: told apart by a UUID string, as the document's characters are.
final class CountingReceiver: Receivable {
    let id = UUID().uuidString
    var received = 0
    func receive(message: [String: Any]) { received &+= 1 }
}

/// Documents 002/003's screen.
final class CountingScreen: ScreenUpdatable {
    var received = 0
    func likeAdded(to news: News) { received &+= 1 }
    func likeRemoved(from news: News) { received &-= 1 }
}
