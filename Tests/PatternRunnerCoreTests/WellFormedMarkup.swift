/// A small well-formedness check for the generated HTML page, so CI can test its structure
/// without a browser or an XML library: every tag closes in order, attributes are quoted,
/// and script text holds no `<` or `&` that an XML reader would trip on.
struct WellFormedMarkup {
    /// Tag names in document order, as opened (for counting elements by class).
    private(set) var openedTags: [(name: String, attributes: String)] = []
    private(set) var problems: [String] = []

    init(_ text: String) {
        var stack: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            let before = rest[..<open]
            if before.contains("&") {
                for piece in before.split(separator: "&", omittingEmptySubsequences: false).dropFirst()
                where !piece.contains(";") || piece.prefix(while: { $0 != ";" }).contains(" ") {
                    problems.append("bare & in text near '\(piece.prefix(20))'")
                }
            }
            guard let close = rest[open...].firstIndex(of: ">") else {
                problems.append("unclosed tag at end")
                return
            }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("!") { continue }
            if tag.hasPrefix("/") {
                let name = String(tag.dropFirst())
                if stack.last == name { stack.removeLast() } else { problems.append("</\(name)> closes <\(stack.last ?? "nothing")>") }
                continue
            }
            let name = String(tag.prefix { !$0.isWhitespace && $0 != "/" })
            let attributes = String(tag.dropFirst(name.count))
            if attributes.filter({ $0 == "\"" }).count % 2 != 0 { problems.append("odd quotes in <\(name)\(attributes)>") }
            openedTags.append((name, attributes))
            if tag.hasSuffix("/") { continue }
            stack.append(name)
            if name == "script" || name == "style" {
                guard let end = rest.range(of: "</\(name)>") else {
                    problems.append("<\(name)> never closes")
                    return
                }
                let body = rest[..<end.lowerBound]
                if body.contains("<") || body.contains("&") { problems.append("<\(name)> holds < or &") }
                rest = rest[end.lowerBound...]
            }
        }
        if !stack.isEmpty { problems.append("never closed: \(stack.joined(separator: ", "))") }
    }

    /// Elements named `name` whose class list contains `className`.
    func count(_ name: String, withClass className: String) -> Int {
        openedTags.filter { tag in
            guard tag.name == name, let range = tag.attributes.range(of: "class=\"") else { return false }
            let classes = tag.attributes[range.upperBound...].prefix { $0 != "\"" }.split(separator: " ")
            return classes.contains(Substring(className))
        }.count
    }
}
