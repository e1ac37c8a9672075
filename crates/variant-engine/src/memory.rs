//! How much memory the system can give now, so that a transposition table
//! larger than that is refused before its pages are touched (the allocator
//! alone would say yes to more than the machine has, and the kernel's
//! out-of-memory killer would end the process later).

/// The memory available for a new allocation, in bytes, where the system
/// says (Linux's `MemAvailable`); `None` where it does not.
pub(crate) fn available_bytes() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    mem_available(&text)
}

/// `MemAvailable` of a `/proc/meminfo` text, in bytes.
fn mem_available(meminfo: &str) -> Option<u64> {
    let line = meminfo
        .lines()
        .find_map(|l| l.strip_prefix("MemAvailable:"))?;
    let mut words = line.split_whitespace();
    let kib: u64 = words.next()?.parse().ok()?;
    match words.next() {
        Some("kB") | None => kib.checked_mul(1024),
        Some(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meminfo_is_read_in_kibibytes() {
        let text = "MemTotal:       24683520 kB\nMemFree:        22307640 kB\nMemAvailable:   23862476 kB\n";
        assert_eq!(mem_available(text), Some(23_862_476 * 1024));
        assert_eq!(mem_available("MemTotal: 1 kB\n"), None);
        assert_eq!(mem_available("MemAvailable: x kB\n"), None);
    }
}
