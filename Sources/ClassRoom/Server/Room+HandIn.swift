import Foundation
import KataEngine

extension Room {
    /// `POST /handin`: a member's report, with the secret their machine was given on joining and
    /// that machine's sequence number. The report is written to the disk before the room answers
    /// "Kept"; a report with a sequence number the room has already passed is not kept.
    func handIn(_ request: HTTPRequest) -> HTTPResponse {
        guard let secret = request.headers[Self.secretHeader.lowercased()], RoomSecret.isWellFormed(secret) else {
            // A wrong secret is a guess, like a wrong code: counted against the address. None at all is not.
            if request.headers[Self.secretHeader.lowercased()] != nil { wrongSecret(from: request.client) }
            return .text(403, "No learner secret: join the room first (make join URL=… CODE=… LEARNER=…)\n")
        }
        guard let sequenceText = request.headers[Self.sequenceHeader.lowercased()], let sequence = HTTPRequest.wholeNumber(sequenceText),
            HandInLimits.sequenceRange.contains(sequence)
        else { return .text(400, "Bad request: \(Self.sequenceHeader) must be a whole number from 1\n") }
        let received: LearnerReport
        switch decodedReport(request) {
        case .refused(let refusal): return refusal
        case .report(let report): received = report
        }
        let key = Self.key(of: received)
        enum Check { case unknown, notYours, limited(Int), stale, tooFar(Int), go(LearnerWriteLock, group: String) }
        let now = clock.now()
        let check = state.withLock { state -> Check in
            guard let member = state.members[secret] else { return .unknown }
            guard member.key == key else { return .notYours }
            if let wait = state.limiter.take(secret, at: now) { return .limited(wait) }
            guard sequence > member.lastSequence else { return .stale }
            guard sequence - member.lastSequence <= HandInLimits.sequenceStep else { return .tooFar(member.lastSequence) }
            if state.writeLocks[key] == nil { state.writeLocks[key] = LearnerWriteLock() }
            return .go(state.writeLocks[key] ?? LearnerWriteLock(), group: member.retiredFolder)
        }
        if case .unknown = check, !state.withLock({ $0.revoked.contains(secret) }) { wrongSecret(from: request.client) }
        if case .notYours = check { wrongSecret(from: request.client) }
        switch check {
        case .unknown:
            return .text(403, "This machine's secret is not a member of the room: join again (make join URL=… CODE=… LEARNER=…)\n")
        case .notYours: return .text(403, "This secret belongs to another learner or machine: join again under your name\n")
        case .limited(let wait):
            var response = HTTPResponse.text(429, "Too many posts; try again in \(wait) s\n")
            response.extraHeaders = [("Retry-After", "\(wait)")]
            return response
        case .stale: return .text(200, "Kept a newer report from this machine already\n")
        case .tooFar(let last):
            return .text(
                409,
                "Refused: sequence \(sequence) is more than \(HandInLimits.sequenceStep) past this machine's last (\(last)); "
                    + "join again (make join URL=… CODE=… LEARNER=…)\n")
        case .go(let lock, let group):
            return lock.mutex.withLock { _ in write(received, key: key, secret: secret, sequence: sequence, group: group) }
        }
    }

    /// Counts a wrong secret against `client`, in the same throttle as wrong codes and keys.
    private func wrongSecret(from client: String) {
        let now = clock.now()
        state.withLock { $0.throttle.failed(client, at: now) }
    }

    /// Under the learner's lock: write, then let the page show it.
    private func write(_ received: LearnerReport, key: String, secret: String, sequence: Int, group: String) -> HTTPResponse {
        let previous = state.withLock { state -> LearnerReport?? in
            sequence > (state.members[secret]?.lastSequence ?? .max) ? .some(state.learners[key]) : .none
        }
        guard let previous else { return .text(200, "Kept a newer report from this machine already\n") }
        let report = received.observed(at: clock.date(), after: previous)
        do throws(RoomError) {
            try store.write(StoredHandIn.encoded(report, sequence: sequence), named: Self.fileName(for: report))
        } catch {
            return storageFailure(error, learner: report.learner)
        }
        let committed = state.withLock { state -> Bool in
            guard var member = state.members[secret], sequence > member.lastSequence else { return false }
            member.lastSequence = sequence
            state.members[secret] = member
            state.learners[key] = report
            state.version += 1
            return true
        }
        guard committed else {
            // Retired by a re-join while it was written: its file goes where retired rows go.
            try? store.retire(Self.fileName(for: report), group: group)
            return .text(409, "This row was retired when your machine joined again under another name\n")
        }
        return .text(200, "Kept\n")
    }
}
