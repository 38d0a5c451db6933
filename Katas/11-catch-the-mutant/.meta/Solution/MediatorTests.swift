import MutantKata
import Testing

/// Reference tests for `Mediator`: one behaviour of the contract per test, each with a
/// cast big enough (three or more colleagues) that "first" and "last" differ.
@Suite struct MediatorTests {
    /// Athos, Porthos and Aramis, registered in that order, sharing one journal.
    private func musketeers() -> (Mediator, Journal, [Recorder]) {
        let mediator = Mediator(), journal = Journal()
        let cast = ["Athos", "Porthos", "Aramis"].map { Recorder($0, journal: journal) }
        cast.forEach(mediator.register)
        return (mediator, journal, cast)
    }

    @Test func everyOtherColleagueHearsAMessageOnce() {
        let (mediator, _, cast) = musketeers()
        mediator.send("One for all", from: cast[0])
        #expect(cast[1].heard == ["One for all"])
        #expect(cast[2].heard == ["One for all"], "the last colleague hears it too")
    }

    @Test func theSenderDoesNotHearItself() {
        let (mediator, _, cast) = musketeers()
        mediator.send("all for one", from: cast[1])
        #expect(cast[1].heard.isEmpty)
    }

    @Test func deliveryFollowsTheOrderOfRegistration() {
        let (mediator, journal, cast) = musketeers()
        mediator.send("Charge!", from: cast[1])
        #expect(journal.entries == ["Athos: Charge!", "Aramis: Charge!"])
    }

    @Test func theMediatorDoesNotKeepColleaguesAlive() {
        let mediator = Mediator()
        weak var released: Recorder?
        do {
            let transient = Recorder("d'Artagnan")
            mediator.register(transient)
            released = transient
        }
        #expect(released == nil, "a registered colleague must still be released by its owner")
        #expect(mediator.colleagues.isEmpty)
    }

    @Test func anUnregisteredColleagueHearsNothing() {
        let (mediator, _, cast) = musketeers()
        mediator.unregister(cast[2])
        mediator.send("Unus pro omnibus", from: cast[0])
        #expect(cast[2].heard.isEmpty)
        #expect(cast[1].heard == ["Unus pro omnibus"])
    }

    @Test func aMessageSentDuringDeliveryIsDeliveredAfterIt() {
        let (mediator, journal, cast) = musketeers()
        cast[1].onReceive = { message in
            if message == "ping" { mediator.send("pong", from: cast[1]) }
        }
        mediator.send("ping", from: cast[0])
        #expect(journal.entries == ["Porthos: ping", "Aramis: ping", "Athos: pong", "Aramis: pong"])
    }

    @Test func registeringTwiceChangesNothing() {
        let (mediator, _, cast) = musketeers()
        mediator.register(cast[2])
        mediator.send("En garde", from: cast[0])
        #expect(cast[2].heard == ["En garde"], "a colleague registered twice still hears a message once")
        #expect(mediator.colleagues.count == 3)
    }

    @Test func releasedColleaguesAreGoneFromTheList() {
        let (mediator, _, cast) = musketeers()
        do {
            let passerBy = Recorder("Planchet")
            mediator.register(passerBy)
            #expect(mediator.colleagues.count == 4)
        }
        #expect(mediator.colleagues.map { ($0 as? Recorder)?.name } == cast.map(\.name), "only the live colleagues, in order")
        mediator.send("Tous pour un", from: cast[2])
        #expect(cast[0].heard == ["Tous pour un"] && cast[1].heard == ["Tous pour un"])
    }

    @Test func everyMessageArrivesNotOnlyTheFirst() {
        let (mediator, journal, cast) = musketeers()
        cast[1].onReceive = { message in
            if message == "ping" { mediator.send("pong", from: cast[1]) }
        }
        mediator.send("ping", from: cast[0])
        journal.entries.removeAll()
        mediator.send("again", from: cast[2])
        #expect(journal.entries == ["Athos: again", "Porthos: again"], "after a delivery, and a reply within it, the next message goes out at once")
    }
}
