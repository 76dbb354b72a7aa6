/// Elapsed time as the status line shows it: `m:ss`, or `h:mm:ss` past an hour.
enum TimeFormat {
    static func elapsed(_ seconds: Double) -> String {
        let total = Int(max(0, seconds))
        let hours = total / 3600
        let minutes = total / 60 % 60
        let secs = total % 60
        let ss = secs < 10 ? "0\(secs)" : "\(secs)"
        if hours > 0 {
            let mm = minutes < 10 ? "0\(minutes)" : "\(minutes)"
            return "\(hours):\(mm):\(ss)"
        }
        return "\(minutes):\(ss)"
    }
}
