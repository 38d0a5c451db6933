import Foundation
import Synchronization

/// The projector's page and its table, rendered once per change and served from memory: a
/// request costs a lookup and a copy, not a table of 200 learners. They show whole minutes
/// ("stuck 12 min"), so they are rendered again when the minute turns as well.
struct RenderedPages: Sendable {
    /// ``Room/State/version`` when rendered.
    let version: Int
    /// Whole minutes since 1970 by the room's clock when rendered.
    let minute: Int
    let page: HTTPResponse
    let table: HTTPResponse
}

extension Room {
    /// The pages for what the room holds now, rendered only if something changed.
    func rendered() -> RenderedPages {
        let now = clock.date()
        let minute = Int((now.timeIntervalSince1970 / 60).rounded(.down))
        let version = state.withLock { $0.version }
        let cached = pages.withLock { $0 }
        if let cached, cached.version == version, cached.minute == minute { return cached }
        // One render at a time. Readers arriving while one runs get the pages it is replacing
        // (a few milliseconds old) instead of waiting: under a class handing in, the table is
        // always answered at the speed of its bytes. Only a first render is waited for.
        if let cached, rendering.load(ordering: .acquiring) { return cached }
        return renderLock.withLock { _ in
            rendering.store(true, ordering: .releasing)
            defer { rendering.store(false, ordering: .releasing) }
            if let cached = pages.withLock({ $0 }), cached.version == version, cached.minute == minute { return cached }
            return render(version: version, minute: minute, now: now)
        }
    }

    private func render(version: Int, minute: Int, now: Date) -> RenderedPages {
        let table = table(now: now)
        let closed = isClosed
        let fragment = table.fragment(closed: closed, classList: classListTally, rows: rows)
        rows.keep(only: Set(table.roster.learners.map(Self.key(of:))))
        let fresh = RenderedPages(
            version: version, minute: minute, page: .html(table.html(live: true, joinLine: shownJoinLine, fragment: fragment)).prepared(),
            table: .html(fragment).prepared())
        renders.add(1, ordering: .relaxed)
        pages.withLock { cached in
            // A slower render of an older version never replaces a newer one.
            if cached.map({ ($0.version, $0.minute) < (version, minute) }) ?? true { cached = fresh }
        }
        return fresh
    }
}
