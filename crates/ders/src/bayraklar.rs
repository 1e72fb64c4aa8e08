//! A run's flags written down and read back: the command that gives them on the command line
//! ([`komut_satiri`]), and the URL fragment that gives them to the web panel ([`parca`],
//! [`parcala`]). The programs, the checker's replays and the tools all write them here.

use crate::{Program, Programlar, tanimlar};

/// The command that runs program `p` of lesson `D` with the flags of `ciftler`, in the order
/// the help lists them: `cargo run -p lider --bin olc -- --kira 5 --duraklama 2`.
pub fn komut_satiri<D: Programlar>(p: Program, ciftler: &[(String, String)]) -> String {
    let mut komut = format!("cargo run -p {} --bin {}", D::AD, p.ad());
    let mut ilk = true;
    for t in tanimlar::<D>(p) {
        let Some((ad, metin)) = ciftler.iter().find(|(ad, _)| *ad == t.bayrak()) else {
            continue;
        };
        komut += if ilk { " -- " } else { " " };
        ilk = false;
        komut += &format!("--{ad}");
        if t.deger_adi().is_some() {
            let sade = !metin.is_empty()
                && metin.chars().all(|c| c.is_alphanumeric() || ",.-+_".contains(c));
            komut += &if sade {
                format!(" {metin}")
            } else {
                format!(" '{}'", metin.replace('\'', "'\\''"))
            };
        }
    }
    komut
}

/// The URL fragment of (flag, text) pairs, without its `#`: `kira=5&ariza=d0:6-10,d1:8-9`,
/// each byte outside letters, digits and `-._~:,` (and `=` in a text) percent-encoded; a switch
/// (empty text) is its bare name. [`parcala`] reads it back as the same pairs.
pub fn parca(ciftler: &[(String, String)]) -> String {
    let kodla = |s: &str, izinli: &[u8]| {
        s.bytes()
            .map(|b| {
                if b.is_ascii_alphanumeric() || izinli.contains(&b) {
                    (b as char).to_string()
                } else {
                    format!("%{b:02X}")
                }
            })
            .collect::<String>()
    };
    let parcalar: Vec<String> = ciftler
        .iter()
        .map(|(a, d)| match d.is_empty() {
            true => kodla(a, b"-._~:,"),
            false => format!("{}={}", kodla(a, b"-._~:,"), kodla(d, b"-._~:,=")),
        })
        .collect();
    parcalar.join("&")
}

/// One part of a URL fragment, percent-decoded (`+` is a space; a `%` not followed by two hex
/// digits stays as it is).
pub fn coz(s: &str) -> String {
    let mut bayt = Vec::with_capacity(s.len());
    let mut b = s.bytes();
    while let Some(c) = b.next() {
        match c {
            b'%' => {
                let hex: Vec<u8> = b.by_ref().take(2).collect();
                match std::str::from_utf8(&hex).ok().and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(x) => bayt.push(x),
                    None => bayt.extend(std::iter::once(b'%').chain(hex)),
                }
            }
            b'+' => bayt.push(b' '),
            c => bayt.push(c),
        }
    }
    String::from_utf8_lossy(&bayt).into_owned()
}

/// The (flag, text) pairs of a URL fragment or query (`kira=5&duraklama=2&iz`), percent-decoded.
pub fn parcala(parca: &str) -> Vec<(String, String)> {
    parca
        .trim_start_matches('#')
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| match p.split_once('=') {
            Some((a, d)) => (coz(a), coz(d)),
            None => (coz(p), String::new()),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parca_yazilir_ve_geri_okunur() {
        let ciftler: Vec<(String, String)> = [
            ("dugum", "3"),
            ("ariza", "d0:6-10,d1:8-9"),
            ("eksik-abone", "sözleşme"),
            ("a&b", "x=y %+#'"),
            ("iz", ""),
        ]
        .map(|(a, d)| (a.to_string(), d.to_string()))
        .to_vec();
        let p = parca(&ciftler);
        assert_eq!(
            p,
            "dugum=3&ariza=d0:6-10,d1:8-9&eksik-abone=s%C3%B6zle%C5%9Fme&a%26b=x=y%20%25%2B%23%27&iz"
        );
        assert_eq!(parcala(&p), ciftler);
    }

    #[test]
    fn parca_cozulur() {
        assert_eq!(
            parcala("#kira=5&eksik-abone=s%C3%B6zle%C5%9Fme&iz"),
            [
                ("kira".to_string(), "5".to_string()),
                ("eksik-abone".into(), "sözleşme".into()),
                ("iz".into(), String::new())
            ]
        );
        assert_eq!(parcala(""), []);
        assert_eq!(parcala("a=%zz"), [("a".to_string(), "%zz".to_string())]);
    }
}
