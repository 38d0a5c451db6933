import MutantKata
import Testing

/// Reference tests for `Mediator`: one behaviour of the contract per test, each named after the
/// clause of README.md it pins down, each with a cast big enough (three or more colleagues) that
/// "first", "middle" and "last" differ.
@Suite struct MediatorTests {
    /// Athos, Porthos and Aramis, registered in that order, sharing one journal.
    private func musketeers() -> (Mediator, Journal, [Recorder]) {
        let mediator = Mediator(), journal = Journal()
        let cast = ["Athos", "Porthos", "Aramis"].map { Recorder($0, journal: journal) }
        cast.forEach(mediator.register)
        return (mediator, journal, cast)
    }

    private func names(_ colleagues: [Colleague]) -> [String?] { colleagues.map { ($0 as? Recorder)?.name } }

    @Test("Clause 1: every other colleague hears a message once")
    func everyOtherColleagueHearsAMessageOnce() {
        let (mediator, _, cast) = musketeers()
        mediator.send("One for all", from: cast[0])
        #expect(cast[1].heard == ["One for all"])
        #expect(cast[2].heard == ["One for all"], "the last colleague hears it too")
    }

    @Test("Clause 1: no sender hears itself, whatever its place")
    func theSenderDoesNotHearItself() {
        for sender in 0..<3 {
            let (mediator, _, cast) = musketeers()
            mediator.send("all for one", from: cast[sender])
            #expect(cast[sender].heard.isEmpty, "sender \(sender)")
        }
    }

    @Test("Clause 1: delivery follows the order of registration")
    func deliveryFollowsTheOrderOfRegistration() {
        let (mediator, journal, cast) = musketeers()
        mediator.send("Charge!", from: cast[1])
        #expect(journal.entries == ["Athos: Charge!", "Aramis: Charge!"])
    }

    @Test("Clause 1: a sender that never registered reaches every colleague")
    func aStrangerReachesEveryone() {
        let (mediator, journal, cast) = musketeers()
        withExtendedLifetime(cast) { mediator.send("Who goes there?", from: Recorder("Stranger")) }
        #expect(journal.entries == ["Athos: Who goes there?", "Porthos: Who goes there?", "Aramis: Who goes there?"])
    }

    @Test("Clause 1: a colleague registered during a delivery hears the next message, not the one being delivered")
    func aNewcomerHearsFromTheNextMessageOn() {
        let (mediator, _, cast) = musketeers()
        let dartagnan = Recorder("d'Artagnan")
        cast[1].onReceive = { message in
            if message == "En garde" { mediator.register(dartagnan) }
        }
        mediator.send("En garde", from: cast[0])
        #expect(dartagnan.heard.isEmpty, "the delivery began before d'Artagnan registered")
        mediator.send("Welcome", from: cast[0])
        #expect(dartagnan.heard == ["Welcome"])
    }

    @Test("Clause 1: a sender that is the only colleague hears nothing")
    func aLoneSenderHearsNothing() {
        let mediator = Mediator(), athos = Recorder("Athos")
        mediator.register(athos)
        mediator.send("Alone", from: athos)
        #expect(athos.heard.isEmpty)
    }

    @Test("Clause 1: a colleague unregistered earlier still reaches every colleague when it sends")
    func aFormerMemberStillReachesEveryone() {
        let (mediator, journal, cast) = musketeers()
        mediator.unregister(cast[1])
        mediator.send("Farewell", from: cast[1])
        #expect(journal.entries == ["Athos: Farewell", "Aramis: Farewell"])
    }

    @Test("Clause 1: the same message sent twice is heard twice")
    func theSameMessageTwiceIsHeardTwice() {
        let (mediator, _, cast) = musketeers()
        mediator.send("En garde", from: cast[0])
        mediator.send("En garde", from: cast[0])
        #expect(cast[1].heard == ["En garde", "En garde"] && cast[2].heard == ["En garde", "En garde"])
    }

    @Test("Clause 1: in a big company every other colleague hears, the last included")
    func everyoneHearsInABigCompany() {
        let mediator = Mediator(), journal = Journal()
        let company = (1...7).map { Recorder("Guard \($0)", journal: journal) }
        company.forEach(mediator.register)
        mediator.send("To arms", from: company[0])
        #expect(company.dropFirst().allSatisfy { $0.heard == ["To arms"] }, "\(company.map(\.heard))")
    }

    @Test("Clause 1: the colleague registered right after a released one still hears")
    func theOneAfterAReleasedColleagueHears() {
        let mediator = Mediator(), journal = Journal()
        let first = Recorder("Athos", journal: journal), third = Recorder("Aramis", journal: journal)
        mediator.register(first)
        do {
            let passerBy = Recorder("Planchet", journal: journal)
            mediator.register(passerBy)
        }
        mediator.register(third)
        mediator.send("All clear", from: first)
        #expect(third.heard == ["All clear"])
    }

    @Test("Clause 2: a colleague registered after one was released comes last, not in the released one's place")
    func aNewcomerAfterAReleaseComesLast() {
        let mediator = Mediator(), journal = Journal()
        let first = Recorder("Athos", journal: journal), third = Recorder("Aramis", journal: journal)
        mediator.register(first)
        do {
            let passerBy = Recorder("Planchet", journal: journal)
            mediator.register(passerBy)
            mediator.register(third)
        }
        let late = Recorder("d'Artagnan", journal: journal)
        mediator.register(late)
        #expect(names(mediator.colleagues) == ["Athos", "Aramis", "d'Artagnan"])
    }

    @Test("Clause 2: a colleague unregistered and registered again comes last")
    func aReRegistrationComesLast() {
        let (mediator, _, cast) = musketeers()
        mediator.unregister(cast[0])
        mediator.register(cast[0])
        #expect(names(mediator.colleagues) == ["Porthos", "Aramis", "Athos"])
    }

    @Test("Clause 2: the mediator does not keep colleagues alive")
    func theMediatorDoesNotKeepColleaguesAlive() {
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

    @Test("Clause 2: released colleagues are gone from the list, which keeps the order of registration")
    func releasedColleaguesAreGoneFromTheList() {
        let (mediator, _, cast) = musketeers()
        #expect(names(mediator.colleagues) == ["Athos", "Porthos", "Aramis"])
        do {
            let passerBy = Recorder("Planchet")
            mediator.register(passerBy)
            #expect(mediator.colleagues.count == 4)
        }
        #expect(names(mediator.colleagues) == cast.map(\.name), "only the live colleagues, in order")
        mediator.send("Tous pour un", from: cast[2])
        #expect(cast[0].heard == ["Tous pour un"] && cast[1].heard == ["Tous pour un"])
    }

    @Test("Clause 3: an unregistered colleague hears nothing and leaves the list, whatever its place", arguments: 0..<3)
    func anUnregisteredColleagueHearsNothing(leaving: Int) {
        let (mediator, _, cast) = musketeers()
        mediator.unregister(cast[leaving])
        let sender = (leaving + 1) % 3, other = (leaving + 2) % 3
        mediator.send("Unus pro omnibus", from: cast[sender])
        #expect(cast[leaving].heard.isEmpty)
        #expect(cast[other].heard == ["Unus pro omnibus"], "the others stay")
        #expect(names(mediator.colleagues) == cast.enumerated().filter { $0.offset != leaving }.map(\.element.name))
    }

    @Test("Clause 2: a colleague let go during a delivery hears no reply sent in it")
    func releasedDuringADeliveryHearsNoReply() {
        let mediator = Mediator(), journal = Journal()
        let athos = Recorder("Athos", journal: journal), porthos = Recorder("Porthos", journal: journal)
        var aramis: Recorder? = Recorder("Aramis", journal: journal)
        mediator.register(athos)
        mediator.register(porthos)
        if let aramis { mediator.register(aramis) }
        porthos.onReceive = { message in
            guard message == "ping" else { return }
            aramis = nil  // its owner lets it go while ping is being delivered
            mediator.send("pong", from: porthos)
        }
        mediator.send("ping", from: athos)
        #expect(journal.entries == ["Porthos: ping", "Aramis: ping", "Athos: pong"], "Aramis heard ping, and was gone before pong")
    }

    @Test("Clause 2: a colleague whose reply has gone out is held no longer: let go during a later reply, it hears none after")
    func formerSenderLetGoHearsNoLaterReply() {
        let mediator = Mediator(), journal = Journal()
        var dartagnan: Recorder? = Recorder("d'Artagnan", journal: journal)
        weak var gone = dartagnan
        if let dartagnan { mediator.register(dartagnan) }
        let (athos, porthos, aramis) = (Recorder("Athos"), Recorder("Porthos", journal: journal), Recorder("Aramis"))
        [athos, porthos, aramis].forEach(mediator.register)
        dartagnan?.onReceive = { [weak dartagnan] message in
            if message == "go", let dartagnan { mediator.send("mine", from: dartagnan) }
        }
        porthos.onReceive = { message in
            guard message == "go" else { return }
            mediator.send("first", from: porthos)
            mediator.send("second", from: porthos)
        }
        aramis.onReceive = { message in if message == "first" { dartagnan = nil } }  // its owner lets it go
        mediator.send("go", from: athos)
        #expect(gone == nil, "d'Artagnan's own reply had gone out: nothing held it once its owner let it go")
        #expect(
            journal.entries == ["d'Artagnan: go", "Porthos: go", "Porthos: mine", "d'Artagnan: first"],
            "d'Artagnan heard go, then first, and was gone before second")
    }

    @Test("Clause 3: a colleague unregistered during a delivery hears no reply sent in it")
    func unregisteredDuringADeliveryHearsNoReply() {
        let (mediator, _, cast) = musketeers()
        cast[1].onReceive = { message in
            guard message == "ping" else { return }
            mediator.unregister(cast[2])
            mediator.send("pong", from: cast[1])
        }
        mediator.send("ping", from: cast[0])
        #expect(cast[2].heard == ["ping"], "Aramis was registered when ping's delivery began, and gone before pong's")
        #expect(cast[0].heard == ["pong"])
    }

    @Test("Clause 3: unregistering a colleague that never registered changes nothing")
    func unregisteringAStrangerChangesNothing() {
        let (mediator, journal, cast) = musketeers()
        mediator.unregister(Recorder("Stranger"))
        #expect(names(mediator.colleagues) == ["Athos", "Porthos", "Aramis"])
        mediator.send("Still here", from: cast[0])
        #expect(journal.entries == ["Porthos: Still here", "Aramis: Still here"])
    }

    @Test("Clause 4: a reply sent during a delivery reaches a colleague registered during that delivery")
    func aReplyReachesANewcomer() {
        let (mediator, _, cast) = musketeers()
        let dartagnan = Recorder("d'Artagnan")
        cast[1].onReceive = { message in
            guard message == "ping" else { return }
            mediator.register(dartagnan)
            mediator.send("pong", from: cast[1])
        }
        mediator.send("ping", from: cast[0])
        #expect(dartagnan.heard == ["pong"], "pong's delivery begins once ping's is over, when d'Artagnan is registered")
    }

    @Test("Clause 4: two equal replies sent during one delivery both arrive")
    func equalRepliesBothArrive() {
        let (mediator, _, cast) = musketeers()
        for replier in [cast[1], cast[2]] {
            replier.onReceive = { message in if message == "Ready?" { mediator.send("Oui", from: replier) } }
        }
        mediator.send("Ready?", from: cast[0])
        #expect(cast[0].heard == ["Oui", "Oui"])
    }

    @Test("Clause 4: a message sent during delivery is delivered after it, to everyone but its sender")
    func aMessageSentDuringDeliveryIsDeliveredAfterIt() {
        let (mediator, journal, cast) = musketeers()
        cast[1].onReceive = { message in
            if message == "ping" { mediator.send("pong", from: cast[1]) }
        }
        mediator.send("ping", from: cast[0])
        #expect(journal.entries == ["Porthos: ping", "Aramis: ping", "Athos: pong", "Aramis: pong"])
    }

    @Test("Clause 4: several messages sent during one delivery all arrive, in the order they were sent")
    func severalRepliesAllArriveInOrder() {
        let (mediator, journal, cast) = musketeers()
        for replier in [1, 2] {
            cast[replier].onReceive = { message in
                if message == "ping" { mediator.send("pong \(replier)", from: cast[replier]) }
            }
        }
        mediator.send("ping", from: cast[0])
        #expect(
            journal.entries == [
                "Porthos: ping", "Aramis: ping", "Athos: pong 1", "Aramis: pong 1", "Athos: pong 2", "Porthos: pong 2",
            ])
    }

    @Test("Clause 4: a reply to a reply waits too, until the delivery in progress has finished")
    func aReplyToAReplyWaitsToo() {
        let (mediator, journal, cast) = musketeers()
        cast[1].onReceive = { message in
            if message == "ping" { mediator.send("pong", from: cast[1]) }
        }
        cast[0].onReceive = { message in
            if message == "pong" { mediator.send("pang", from: cast[0]) }
        }
        mediator.send("ping", from: cast[0])
        #expect(journal.entries == ["Porthos: ping", "Aramis: ping", "Athos: pong", "Aramis: pong", "Porthos: pang", "Aramis: pang"])
    }

    @Test("Clause 4: after a delivery and a reply within it, the next message goes out at once")
    func everyMessageArrivesNotOnlyTheFirst() {
        let (mediator, journal, cast) = musketeers()
        cast[1].onReceive = { message in
            if message == "ping" { mediator.send("pong", from: cast[1]) }
        }
        mediator.send("ping", from: cast[0])
        journal.entries.removeAll()
        mediator.send("again", from: cast[2])
        #expect(journal.entries == ["Athos: again", "Porthos: again"], "after a delivery, and a reply within it, the next message goes out at once")
    }

    @Test("Clause 5: a colleague registered twice and unregistered once is gone")
    func registeredTwiceUnregisteredOnceIsGone() {
        let (mediator, _, cast) = musketeers()
        mediator.register(cast[2])
        mediator.unregister(cast[2])
        mediator.send("Gone?", from: cast[0])
        #expect(cast[2].heard.isEmpty)
        #expect(names(mediator.colleagues) == ["Athos", "Porthos"])
    }

    @Test("Clause 5: registering twice changes nothing: not how often, not the order")
    func registeringTwiceChangesNothing() {
        let (mediator, journal, cast) = musketeers()
        mediator.register(cast[2])
        mediator.register(cast[0])
        mediator.send("En garde", from: cast[1])
        #expect(cast[2].heard == ["En garde"], "a colleague registered twice still hears a message once")
        #expect(journal.entries == ["Athos: En garde", "Aramis: En garde"], "still in the order of first registration")
        #expect(names(mediator.colleagues) == ["Athos", "Porthos", "Aramis"])
    }
}
