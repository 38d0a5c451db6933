/// Text made safe to place in HTML or XML, as element content or a quoted attribute value:
/// the one escaper every generated page uses (flow pages, the class report).
public enum HTMLText {
    public static func escaped(_ text: String) -> String {
        text.map { character in
            switch character {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            default: String(character)
            }
        }.joined()
    }
}
