/// A count with its noun, singular for one: `1 Set`, `3 Sets`, `1 pair`.
public func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
}
