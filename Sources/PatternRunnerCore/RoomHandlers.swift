import ClassRoom
import CommandLineSpec
import Foundation
import KataEngine
import PlaygroundBasics
import Synchronization

/// `room serve`, `room join`, `room leave` and `room send`: the live workshop room.
enum RoomHandlers {
    static func serve(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        let console = run.console
        // This machine only, unless told: a room opened to try it, or on the train, never shows
        // names and failing tests to a network nobody chose. The classroom's network is named.
        let address = run.text(of: .bind) ?? RoomDefaults.bind
        let port = try run.number(.port, minimum: 0) ?? 8787
        guard port <= 65_535 else { throw UsageError("\(run.name(of: .port)) must be at most 65535") }
        var given: JoinCode?
        if let text = run.text(of: .code) {
            guard let parsed = JoinCode(text) else {
                throw UsageError("\(run.name(of: .code)) takes 6 to 32 letters and digits without 0, O, 1, I or L, e.g. K7QX2M")
            }
            given = parsed
        }
        guard let catalog = run.environment.loadCatalog(reportingTo: console) else { return .toolFailure }
        let folder = run.environment.resolve(run.text(of: .handInFolder) ?? "handins")
        guard RoomFolderClaim.claim(folder) != nil else {
            console.err.line(
                "PatternRunner: another room is already serving \(folder.path); close it first (Ctrl-C in its terminal), "
                    + "or give this one another folder (DIR=…)")
            return .toolFailure
        }
        let server: RoomServer
        let code: JoinCode
        do {
            code = try JoinCode.kept(in: folder, given: given)
            let room = try Room(code: code, catalog: catalog, folder: folder) { event in console.err.line(event) }
            server = try RoomServer(room: room, address: address, port: UInt16(port))
        } catch {
            console.err.line("PatternRunner: \(error.message)")
            return .toolFailure
        }
        // The class list is in force before the first learner can join.
        if let status = startingClassList(run, room: server.room) {
            server.stop()
            return status
        }
        server.start()
        let hosts = address == "0.0.0.0" ? LocalAddresses.ipv4() : [address]
        let join = hosts.first.map { "http://\($0):\(server.port)" } ?? "http://THIS-MACHINE:\(server.port)"
        let local = address == "0.0.0.0" ? "127.0.0.1" : address
        // A room closed before a restart stays closed: say so, or the instructor waits for joins that get 403.
        let opening = server.room.isClosed ? "The room is closed to new learners (make room-open opens it)." : "The room is open."
        console.out.line(
            "\(opening) On the projector (the address holds the instructor's key; the page takes it out of the address bar):")
        console.out.line("  http://\(local):\(server.port)/?key=\(server.room.instructorKey)")
        server.room.joinLine = "make join URL=\(join) CODE=\(code) LEARNER=yourname"
        if let control = URL(string: "http://\(local):\(server.port)") { RoomControl.remember(control, in: folder) }
        console.out.line(joinInstructions(url: join, code: "\(code)", words: server.room.classListHasWords))
        if hosts.count > 1 { console.out.line("(other addresses of this machine: \(hosts.dropFirst().joined(separator: ", ")))") }
        if address.hasPrefix("127.") {
            let lan = LocalAddresses.ipv4().first ?? "192.168.1.20"
            console.out.line(
                "Only this machine can reach the room (BIND=\(address)). To let learners in: make room BIND=\(lan) "
                    + "(this machine on the room's network), or BIND=0.0.0.0 (every network).")
        }
        console.out.line(
            "\(server.room.learners.count) learner(s) so far; hand-ins are kept in \(folder.path) "
                + "(make class DIR=… reads them without a network). Ctrl-C closes the room.")
        // Until Ctrl-C: every few seconds, the refused joins the terminal has yet to be told of.
        while true {
            sleep(5)
            server.room.reportDueGuesses()
        }
    }

    /// What `room serve` tells the instructor to hand learners. With join words on the class
    /// list the command names `WORD=`, as the page's line does (`WORD=yourword`: each word is one
    /// learner's alone, and never shown).
    static func joinInstructions(url: String, code: String, words: Bool) -> String {
        guard words else {
            return "Learners join once with (the projector's page shows it too):\n  make join URL=\(url) CODE=\(code) LEARNER=yourname"
        }
        return "Learners join once with (the projector's page shows it too, with no learner's word):\n"
            + "  make join URL=\(url) CODE=\(code) LEARNER=yourname \(Room.wordPlaceholder)\n"
            + "(a name with a join word on the class list joins only with it: give each learner theirs)"
    }

    static func join(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        let console = run.console
        let given = try run.value(
            orElse: "'room join' needs the room's address, e.g. make join URL=http://192.168.1.20:8787 CODE=… LEARNER=ada")
        let url: URL
        do {
            url = try RoomMembership.roomURL(given)
        } catch {
            throw UsageError(error.message)
        }
        guard let codeText = run.text(of: .code), !codeText.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UsageError("'room join' needs the room's code (\(run.name(of: .code))), as make room printed it")
        }
        guard let code = JoinCode(codeText) else {
            let given = run.environment.viaMake ? "CODE=\(quoted(codeText).dropFirst().dropLast())" : "--code \(quoted(codeText))"
            throw UsageError(
                "\(given) is not a room code: codes are 6 to 32 letters and digits without 0, O, 1, I or L, "
                    + "as make room printed them (ask the instructor to read it out again)")
        }
        let learner = LearnerName.tidied(run.text(of: .learner) ?? "")
        guard !learner.isEmpty else { throw UsageError("'room join' needs your name (\(run.name(of: .learner)))") }
        guard let catalog = run.environment.loadCatalog(reportingTo: console) else { return .toolFailure }
        // A join sent before that got no answer goes again as it was: the room may have kept it.
        let pending =
            PendingJoin.waiting(in: catalog.directory, url: url, learner: learner)
            ?? PendingJoin(
                url: url, learner: learner, attempt: RoomSecret.make(),
                report: LearnerReport.current(learner: learner, catalog: catalog, room: RoomMembership.origin(of: url)).report.encoded(),
                sequence: RoomOutbox(katas: catalog.directory).lastSequence)
        do {
            try pending.save(in: catalog.directory)
        } catch {
            console.err.line("PatternRunner: \(error.message)")
            return .toolFailure
        }
        let previous = RoomMembership.previous(in: catalog.directory, for: url)?.secret
        var poster = RoomPoster(membership: RoomMembership(url: url, code: code.text, learner: learner))
        let err = console.err
        // The room's words once, and again only when they change: a room that asks every second
        // for a minute fills no screen.
        let lastWords = Mutex<String?>(nil)
        poster.waitBeforeAskingAgain = { seconds, message in
            let words = Self.roomWords(message, or: "it is busy")
            let repeated = lastWords.withLock { last in
                defer { last = words }
                return last == words
            }
            err.line(
                repeated ? "Still so; asking again in \(seconds) s…" : "The room asked to wait: \(words); asking again in \(seconds) s…")
            Thread.sleep(forTimeInterval: TimeInterval(seconds))
        }
        // This room's key proves the machine id the report carries (without it the room refuses a
        // 16-digit id); the kept key itself never leaves the machine.
        let machine = MachineIdentity.kept(in: catalog.directory).forRoom(RoomMembership.origin(of: url))
        let outcome = poster.join(
            pending.report, previousSecret: previous, sequence: pending.sequence, attempt: pending.attempt, machineKey: machine.key,
            word: run.text(of: .word).map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 })
        if case .failed(.unreachable) = outcome {} else { PendingJoin.answered(in: catalog.directory) }
        switch outcome {
        case .joined(let secret):
            do {
                try RoomMembership(url: url, code: code.text, learner: learner, secret: secret).save(in: catalog.directory)
            } catch {
                console.err.line("PatternRunner: \(error.message)")
                return .toolFailure
            }
            console.out.line(
                "Joined the room at \(url.absoluteString) as \(TerminalText.safe(learner)) (machine \(machine.id)); "
                    + "the room has your progress. Every check now updates the instructor's page; make leave stops it.")
            return .success
        case .failed(.unreachable(let reason)):
            console.err.line("PatternRunner: \(RoomError.unreachable(url: url.absoluteString, reason: reason).message)")
            console.err.line("If the room is only busy, run the same join again: it sends this very join, which the room may have kept.")
            return .toolFailure
        case .failed(let outcome):
            console.err.line("PatternRunner: not joined: \(Self.why(outcome))")
            return .failure
        }
    }

    /// A join or send that did not end with the room keeping the report, in words.
    static func why(_ outcome: RoomPoster.Outcome) -> String {
        switch outcome {
        case .kept: "the room kept it"
        case .retry(let seconds, let message): "the room asked to wait: \(roomWords(message, or: "it is busy; try again in \(seconds) s"))"
        case .notKept(507, let message): "the room could not keep your report (507: \(TerminalText.safe(message)))"
        case .notKept(let status, let message): "the room answered \(status): \(roomWords(message, or: "no reason given"))"
        case .refused(let status, let message): RoomError.refused(status: status, message: TerminalText.safe(message)).message
        case .unreachable(let reason): "the room cannot be reached (\(reason))"
        }
    }

    /// The room's own words for a refusal, one line and safe for the terminal (`fallback` when it gave none).
    static func roomWords(_ message: String, or fallback: String) -> String {
        let line = message.split(whereSeparator: \.isNewline).first.map { TerminalText.safe(String($0)) } ?? ""
        return line.isEmpty ? fallback : line
    }

    static func leave(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        guard let catalog = run.environment.loadCatalog(reportingTo: run.console) else { return .toolFailure }
        if RoomMembership.leave(in: catalog.directory) {
            run.console.out.line("Left the room: checks no longer hand in. Your progress stays here.")
        } else {
            run.console.out.line("Not in a room.")
        }
        return .success
    }

    static func close(_ run: CommandRun) throws(UsageError) -> ExitStatus { control(run, .close) }
    static func open(_ run: CommandRun) throws(UsageError) -> ExitStatus { control(run, .open) }

    static func remove(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        let who = try run.value(orElse: "'room remove' needs whose row, e.g. make room-remove LEARNER=ada")
        return control(run, .remove(who))
    }

    static func removeAfter(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        let who = try run.value(orElse: "'room remove-after' needs whose row, e.g. make room-remove-after LEARNER=ada")
        return control(run, .removeAfter(who))
    }

    /// Asks the room serving `--dir` (default handins) to do `action`, and says what it answered.
    static func control(_ run: CommandRun, _ action: RoomControl.Action) -> ExitStatus {
        let folder = run.environment.resolve(run.text(of: .handInFolder) ?? "handins")
        let control: RoomControl
        do {
            control = try RoomControl.of(folder: folder)
        } catch {
            run.console.err.line("PatternRunner: \(error.message)")
            return .failure
        }
        // Freeing a burst of seats writes each row's file aside: a room on a busy disk may take a while.
        let patience: TimeInterval =
            switch action {
            case .removeAfter, .classList: 120
            default: 15
            }
        switch control.perform(action, timeout: patience) {
        case .failure(let error):
            run.console.err.line("PatternRunner: \(error.message)")
            return .toolFailure
        case .success(let answer) where answer.status == 200:
            TerminalText.safeLines(answer.text).forEach { run.console.out.line($0) }
            return .success
        case .success(let answer):
            // A refusal may list rows, one a line (a name several rows share): kept as lines.
            let lines = TerminalText.safeLines(answer.text)
            run.console.err.line("PatternRunner: the room refused (\(answer.status)): \(lines.first ?? "")")
            lines.dropFirst().forEach { run.console.err.line("  " + $0) }
            return .failure
        }
    }

    /// `room bench`: the page against python3 -m http.server, side by side, printing the ratio.
    static func bench(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        guard let catalog = run.environment.loadCatalog(reportingTo: run.console) else { return .toolFailure }
        do {
            _ = try PageBenchmark(catalog: catalog).run { run.console.out.line($0) }
            _ = try TableLatencyBenchmark(catalog: catalog).run { run.console.out.line($0) }
        } catch {
            run.console.err.line("PatternRunner: \(error.message)")
            return .toolFailure
        }
        return .success
    }

    /// Run by a check in the background; also by hand, to see what happens to the waiting report.
    static func send(_ run: CommandRun) throws(UsageError) -> ExitStatus {
        guard let catalog = run.environment.loadCatalog(reportingTo: run.console) else { return .toolFailure }
        guard let membership = RoomMembership.load(from: catalog.directory) else {
            run.console.err.line("PatternRunner: \(RoomError.notJoined.message)")
            return .failure
        }
        let outcome = RoomSender(outbox: RoomOutbox(katas: catalog.directory), poster: RoomPoster(membership: membership)).run()
        switch outcome {
        case nil, .kept?: run.console.out.line("Nothing waiting: the room has your latest progress.")
        case .retry?: run.console.out.line("The room asked to slow down; your progress waits for the next check.")
        case .notKept?:
            run.console.err.line("PatternRunner: \(outcome.map(Self.why) ?? ""); your progress waits for the next check.")
            return .failure
        case .unreachable(let reason)?:
            run.console.out.line("The room cannot be reached (\(reason)); your progress waits for the next check.")
        case .refused(let status, let message)?:
            run.console.err.line("PatternRunner: \(RoomError.refused(status: status, message: TerminalText.safe(message)).message)")
            return .failure
        }
        return .success
    }
}
