/// Elapsed time as the status line shows it: `m:ss`, or `h:mm:ss` past an hour.
public enum TimeFormat {
    public static func elapsed(_ seconds: Double) -> String {
        // A time from a damaged file may be huge: 99,999 hours is as far as it shows.
        let total = Int(min(max(0, seconds), 359_999_999))
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
