//! `TRUSTED_PROXIES`: the reverse proxies in front of the local server whose `X-Forwarded-For` is believed. Behind
//! a proxy every connection comes from the proxy's address, so without this every per-client limit would count the
//! whole site as one client.
//!
//! The visitor is the right-most address in `X-Forwarded-For` that is not a trusted proxy: each proxy appends the
//! address it was connected from, so everything to the left of the first untrusted hop (reading from the right) was
//! written by somebody we do not trust and may be forged.

use std::net::IpAddr;

/// One trusted address or network (`10.0.0.5`, `10.0.0.0/8`, `fd00::/8`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Network {
    address: IpAddr,
    prefix: u8,
}

impl Network {
    pub fn parse(text: &str) -> Option<Network> {
        let text = text.trim();
        let (address, prefix) = match text.split_once('/') {
            Some((address, prefix)) => (address, Some(prefix)),
            None => (text, None),
        };
        let address: IpAddr = address.parse().ok()?;
        let address = address.to_canonical();
        let max = if address.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            Some(prefix) => prefix.parse::<u8>().ok().filter(|p| *p <= max)?,
            None => max,
        };
        Some(Network { address, prefix })
    }

    pub fn contains(&self, address: IpAddr) -> bool {
        match (self.address, address.to_canonical()) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => {
                masked(u32::from(net).into(), 32, self.prefix) == masked(u32::from(ip).into(), 32, self.prefix)
            }
            (IpAddr::V6(net), IpAddr::V6(ip)) => {
                masked(u128::from(net), 128, self.prefix) == masked(u128::from(ip), 128, self.prefix)
            }
            _ => false,
        }
    }
}

fn masked(bits: u128, width: u32, prefix: u8) -> u128 {
    if prefix == 0 {
        return 0;
    }
    let shift = width - u32::from(prefix);
    (bits >> shift) << shift
}

/// The configured proxies; empty trusts nobody (the socket's peer is the visitor).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<Network>);

impl TrustedProxies {
    /// A comma- or space-separated list of addresses and CIDR networks; `Err` names the entry that is neither.
    pub fn parse(list: &str) -> Result<TrustedProxies, String> {
        let mut networks = Vec::new();
        for entry in list.split([',', ' ']).map(str::trim).filter(|e| !e.is_empty()) {
            networks.push(Network::parse(entry).ok_or_else(|| entry.to_string())?);
        }
        Ok(TrustedProxies(networks))
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn trusts(&self, address: IpAddr) -> bool {
        self.0.iter().any(|network| network.contains(address))
    }

    /// The visitor behind `peer`: `peer` itself unless it is a trusted proxy; then the right-most address of the
    /// `X-Forwarded-For` values (in the order received) that is not a trusted proxy. If every hop is trusted, the
    /// left-most; a hop that is not an address ends the walk at the proxy that wrote it.
    pub fn visitor<'a>(&self, peer: IpAddr, forwarded_for: impl IntoIterator<Item = &'a str>) -> IpAddr {
        if !self.trusts(peer) {
            return peer;
        }
        let hops: Vec<&str> = forwarded_for
            .into_iter()
            .flat_map(|value| value.split(','))
            .map(str::trim)
            .filter(|h| !h.is_empty())
            .collect();
        let mut visitor = peer;
        for hop in hops.iter().rev() {
            let Some(address) = parse_hop(hop) else { return visitor };
            visitor = address;
            if !self.trusts(address) {
                return address;
            }
        }
        visitor
    }
}

/// One `X-Forwarded-For` entry: an address, possibly with a port (`203.0.113.9:4711`, `[2001:db8::1]:4711`).
fn parse_hop(hop: &str) -> Option<IpAddr> {
    if let Ok(address) = hop.parse::<IpAddr>() {
        return Some(address.to_canonical());
    }
    if let Some(rest) = hop.strip_prefix('[') {
        return rest.split_once(']').and_then(|(address, _)| address.parse::<IpAddr>().ok()).map(|a| a.to_canonical());
    }
    let (address, port) = hop.rsplit_once(':')?;
    port.parse::<u16>().ok()?;
    address.parse::<std::net::Ipv4Addr>().ok().map(IpAddr::V4)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn networks_parse_and_contain() {
        let ten = Network::parse("10.0.0.0/8").unwrap();
        assert!(ten.contains(ip("10.200.3.4")));
        assert!(!ten.contains(ip("11.0.0.1")));
        assert!(ten.contains(ip("::ffff:10.1.2.3")), "an IPv4-mapped address is the IPv4 address");
        let one = Network::parse("192.0.2.7").unwrap();
        assert!(one.contains(ip("192.0.2.7")) && !one.contains(ip("192.0.2.8")));
        let v6 = Network::parse("2001:db8::/32").unwrap();
        assert!(v6.contains(ip("2001:db8:ffff::1")) && !v6.contains(ip("2001:db9::1")));
        assert!(Network::parse("0.0.0.0/0").unwrap().contains(ip("203.0.113.1")));
        for bad in ["10.0.0.0/33", "proxy.local", "10.0.0/8", "::/129", ""] {
            assert_eq!(Network::parse(bad), None, "{bad}");
        }
        assert_eq!(TrustedProxies::parse("10.0.0.1, 192.168.0.0/16 ::1").unwrap().0.len(), 3);
        assert_eq!(TrustedProxies::parse("10.0.0.1, nginx").unwrap_err(), "nginx");
    }

    #[test]
    fn the_visitor_is_the_right_most_untrusted_hop() {
        let proxies = TrustedProxies::parse("10.0.0.0/8, 127.0.0.1").unwrap();
        // A direct caller is itself, whatever it claims.
        assert_eq!(proxies.visitor(ip("203.0.113.9"), ["198.51.100.1"]), ip("203.0.113.9"));
        // Through one proxy: the address the proxy appended, not what the client wrote before it.
        assert_eq!(proxies.visitor(ip("127.0.0.1"), ["6.6.6.6, 203.0.113.9"]), ip("203.0.113.9"));
        // Through two proxies, the header split over two lines.
        assert_eq!(proxies.visitor(ip("10.0.0.2"), ["6.6.6.6, 203.0.113.9", "10.0.0.1"]), ip("203.0.113.9"));
        // Ports and brackets as some proxies write them.
        assert_eq!(proxies.visitor(ip("10.0.0.2"), ["203.0.113.9:51234"]), ip("203.0.113.9"));
        assert_eq!(proxies.visitor(ip("10.0.0.2"), ["[2001:db8::7]:443"]), ip("2001:db8::7"));
        // Every hop trusted: the left-most; no header: the proxy itself.
        assert_eq!(proxies.visitor(ip("10.0.0.2"), ["10.0.0.9, 10.0.0.1"]), ip("10.0.0.9"));
        assert_eq!(proxies.visitor(ip("10.0.0.2"), []), ip("10.0.0.2"));
        // Garbage where the proxy's own entry should be: the proxy is the visitor, nothing forged is believed.
        assert_eq!(proxies.visitor(ip("10.0.0.2"), ["203.0.113.9, garbage"]), ip("10.0.0.2"));
        // Nobody trusted: the header is ignored.
        assert_eq!(TrustedProxies::default().visitor(ip("127.0.0.1"), ["203.0.113.9"]), ip("127.0.0.1"));
    }
}
