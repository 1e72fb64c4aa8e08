//! A search watched while it runs: its progress on a terminal, a rough estimate of where it is
//! heading, and the memory limit that stops it. Stateright keeps every state it has seen, so a
//! search past the machine's memory would end in the kernel's out-of-memory kill; here it ends
//! at the limit instead, saying how far it got.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The memory limit when none is given: 4 GiB.
pub const VARSAYILAN_GIB: u64 = 4;

/// The memory limit in bytes, set once by the program ([`sinir_koy`]).
static SINIR: AtomicU64 = AtomicU64::new(VARSAYILAN_GIB << 30);

/// Sets the memory limit to `gib` GiB.
pub fn sinir_koy(gib: u64) {
    SINIR.store(gib << 30, Ordering::Relaxed);
}

/// The memory limit in bytes.
pub fn sinir() -> u64 {
    SINIR.load(Ordering::Relaxed)
}

/// How often a running search is looked at, at most.
const ARALIK: Duration = Duration::from_millis(50);
/// How often a search is looked at as it starts: a short search is not kept waiting (its time,
/// which the report gives, ends when the search does).
const YOKLAMA: Duration = Duration::from_millis(1);
/// The share of its time so far a search waits between two looks (between [`YOKLAMA`] and
/// [`ARALIK`]): a search is noticed to be over within 2.5 % of its time, and a long one is
/// looked at as seldom as [`ARALIK`] allows, since each look reads the checker's tables.
const PAY: u32 = 40;
/// How long a search runs before its progress and estimate are shown.
const GECIKME: Duration = Duration::from_millis(500);
/// How often a plain line (not a terminal's redrawn one) is written.
const DUZ_ARALIK: Duration = Duration::from_secs(10);

/// What a search is at: states seen, depth reached, the process's memory.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Anlik {
    /// Distinct states seen.
    pub durum: usize,
    /// The depth the breadth-first search has reached.
    pub derinlik: usize,
    /// The process's resident memory in bytes (none where the system does not say).
    pub bellek: Option<u64>,
}

/// Why a search was stopped.
#[derive(Debug, Clone, PartialEq)]
pub struct Durduruldu {
    /// The configuration searched.
    pub etiket: String,
    /// Where it was.
    pub durum: Anlik,
    /// How long it had run.
    pub sure: Duration,
}

impl std::fmt::Display for Durduruldu {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "bellek sınırı {} doldu: {}: {} durum, derinlik {}, {:.0} s; arama durduruldu \
             (sınırı --bellek-siniri GIB ile değiştirin ya da --sinir-* değerlerini küçültün)",
            gib(sinir()),
            self.etiket,
            binlik(self.durum.durum),
            self.durum.derinlik,
            self.sure.as_secs_f64()
        )
    }
}

/// `n` bytes in GiB as a reader reads it (`4 GiB`, `3,4 GiB`).
pub fn gib(n: u64) -> String {
    let g = n as f64 / (1u64 << 30) as f64;
    if g.fract() == 0.0 { format!("{g:.0} GiB") } else { format!("{g:.1} GiB").replace('.', ",") }
}

/// `n` with a dot every three digits, as Turkish writes large numbers (`3.512.004`).
pub fn binlik(n: usize) -> String {
    let s = n.to_string();
    let mut m = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            m.push('.');
        }
        m.push(c);
    }
    m
}

/// The process's resident memory in bytes, on Linux (`/proc/self/statm`, in 4 KiB pages).
pub fn bellek() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let sayfa: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(sayfa * 4096)
}

/// A rough estimate of the states a breadth-first search will see by depth `son`, from the
/// states seen when each depth was first reached (`esikler[d]`): the last levels' growth, kept
/// up to the end. `None` until three levels are known.
pub fn tahmin(esikler: &[usize], son: usize) -> Option<usize> {
    let d = esikler.len();
    if d < 4 || son + 1 < d {
        return None;
    }
    let seviye = |i: usize| (esikler[i] - esikler[i - 1]).max(1) as f64;
    let buyume = ((seviye(d - 1) / seviye(d - 3)).sqrt()).max(1.0);
    let mut toplam = esikler[d - 1] as f64;
    let mut s = seviye(d - 1);
    // `esikler[i]` counts the levels before depth i: the last whole one is level d-2
    for _ in (d - 1)..=son {
        s *= buyume;
        toplam += s;
        if toplam > 1e15 {
            break;
        }
    }
    Some(toplam.min(1e15) as usize)
}

/// A search's watcher: fed where the search is ([`Gozcu::bak`]), it shows progress on a
/// terminal after half a second (a line every ten seconds elsewhere, none for a short search)
/// and says stop once the process's memory passes the limit.
pub struct Gozcu {
    etiket: String,
    /// The depth the search ends at, if known, for the estimate.
    derinlik_siniri: Option<usize>,
    bas: Instant,
    terminal: bool,
    son_duz: Instant,
    /// The states seen when each depth was first reached.
    esikler: Vec<usize>,
    gosterildi: bool,
    adi_yazildi: bool,
    /// Shows nothing, only stops at the memory limit (a search beside another that shows).
    sessiz: bool,
    /// Why [`Gozcu::devam`] said stop.
    durduruldu: Option<Durduruldu>,
}

impl Gozcu {
    /// A watcher for the search of configuration `etiket`.
    pub fn yeni(etiket: &str, derinlik_siniri: Option<usize>) -> Gozcu {
        let terminal =
            std::io::stderr().is_terminal() && std::env::var("TERM").is_ok_and(|t| t != "dumb");
        let bas = Instant::now();
        Gozcu {
            etiket: etiket.into(),
            derinlik_siniri,
            bas,
            terminal,
            son_duz: bas,
            esikler: Vec::new(),
            gosterildi: false,
            adi_yazildi: false,
            sessiz: false,
            durduruldu: None,
        }
    }

    /// A watcher that shows nothing and only stops the search at the memory limit: for a
    /// search run beside another whose watcher shows its progress.
    pub fn sessiz(etiket: &str) -> Gozcu {
        Gozcu { sessiz: true, ..Gozcu::yeni(etiket, None) }
    }

    /// [`Gozcu::bak`] for a search that asks whether to go on (arama's): `false` at the
    /// limit, the reason kept for [`Gozcu::bitir`].
    pub fn devam(&mut self, durum: usize, derinlik: usize) -> bool {
        match self.bak(durum, derinlik) {
            Ok(()) => true,
            Err(e) => {
                self.durduruldu = Some(e);
                false
            }
        }
    }

    /// The search is over: the terminal's line cleared, and why it was stopped, if it was.
    pub fn bitir(&mut self) -> Result<(), Durduruldu> {
        self.temizle();
        self.durduruldu.take().map_or(Ok(()), Err)
    }

    /// The search has seen `durum` states and reached depth `derinlik`: shown, or stopped at
    /// the memory limit.
    pub fn bak(&mut self, durum: usize, derinlik: usize) -> Result<(), Durduruldu> {
        // levels passed between two looks share the states seen since, evenly
        let (onceki, eksik) = (self.esikler.last().copied().unwrap_or(0), derinlik + 1);
        let eksik = eksik.saturating_sub(self.esikler.len());
        for k in 1..=eksik {
            self.esikler.push(onceki + (durum.saturating_sub(onceki)) * k / eksik);
        }
        let d = Anlik { durum, derinlik, bellek: bellek() };
        if d.bellek.is_some_and(|b| b > sinir()) {
            self.temizle();
            return Err(Durduruldu {
                etiket: self.etiket.clone(),
                durum: d,
                sure: self.bas.elapsed(),
            });
        }
        if !self.sessiz && self.bas.elapsed() >= GECIKME {
            // the configuration's name once, on a line of its own; then where it is
            if !self.adi_yazildi {
                let sinir = format!(" (bellek sınırı {}):", gib(sinir()));
                let yer = EN_GENIS.saturating_sub(sinir.chars().count());
                let ad: String = self.etiket.chars().take(yer).collect();
                eprintln!("{ad}{sinir}");
                self.adi_yazildi = true;
            }
            let satir = satir(d, self.derinlik_siniri, &self.esikler);
            if self.terminal {
                eprint!("\r\x1b[2K{satir}");
                self.gosterildi = true;
            } else if self.son_duz.elapsed() >= DUZ_ARALIK || !self.gosterildi {
                eprintln!("{satir}");
                self.son_duz = Instant::now();
                self.gosterildi = true;
            }
        }
        Ok(())
    }

    /// The search is over: a terminal's line is cleared.
    pub fn temizle(&mut self) {
        if self.gosterildi && self.terminal {
            eprint!("\r\x1b[2K");
        }
        self.gosterildi = false;
    }
}

/// Watches one search until `bak` says it is over (its first value), feeding [`Gozcu`] the
/// states it has seen and the depth it has reached at each look: every millisecond as it
/// starts, then a fortieth of its time so far (`PAY`), at most every 50 ms.
pub fn izle(
    etiket: &str,
    derinlik_siniri: Option<usize>,
    mut bak: impl FnMut() -> (bool, usize, usize),
) -> Result<(), Durduruldu> {
    let (mut g, bas) = (Gozcu::yeni(etiket, derinlik_siniri), Instant::now());
    loop {
        let (bitti, durum, derinlik) = bak();
        if bitti {
            g.temizle();
            return Ok(());
        }
        g.bak(durum, derinlik)?;
        std::thread::sleep((bas.elapsed() / PAY).clamp(YOKLAMA, ARALIK));
    }
}

/// The progress line, under the configuration's name: at most 80 columns (the estimate left
/// out where it does not fit).
fn satir(d: Anlik, derinlik_siniri: Option<usize>, esikler: &[usize]) -> String {
    let derinlik = match derinlik_siniri {
        Some(s) => format!("derinlik {}/{s}", d.derinlik),
        None => format!("derinlik {}", d.derinlik),
    };
    let bellek = d.bellek.map(|b| format!(", {}", gib(b))).unwrap_or_default();
    let satir = format!("  {} durum, {derinlik}{bellek}", kisa(d.durum));
    // the estimate's memory at what a state has cost so far
    let tahmin = derinlik_siniri.and_then(|s| tahmin(esikler, s)).map(|t| {
        let bellek = d.bellek.map(|b| b as f64 / d.durum.max(1) as f64 * t as f64);
        let bellek = bellek.map(|b| format!(", {}", gib(b as u64))).unwrap_or_default();
        format!("{satir}; tahmin ~{} durum{bellek}", kisa(t))
    });
    match tahmin {
        Some(t) if t.chars().count() <= EN_GENIS => t,
        _ => satir.chars().take(EN_GENIS).collect(),
    }
}

/// The widest a progress line may be.
pub const EN_GENIS: usize = 80;

/// A count in few characters (`950`, `12 bin`, `3,5 milyon`).
fn kisa(n: usize) -> String {
    match n {
        0..1_000 => n.to_string(),
        1_000..1_000_000 => format!("{} bin", n / 1_000),
        1_000_000..1_000_000_000 => format!("{:.1} milyon", n as f64 / 1e6).replace('.', ","),
        1_000_000_000..1_000_000_000_000 => {
            format!("{:.1} milyar", n as f64 / 1e9).replace('.', ",")
        }
        _ => "trilyonlarca".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ilerleme_satiri_80_sutuna_sigar() {
        let d = Anlik { durum: 123_456_789, derinlik: 99_999, bellek: Some(23 << 30) };
        let s = satir(d, Some(100_000), &[1, 3, 9, 27, 81]);
        // an estimate that does not fit is left out whole, not cut
        assert_eq!(s, "  123,5 milyon durum, derinlik 99999/100000, 23 GiB");
        let d = Anlik { durum: 17_100_000, derinlik: 70, bellek: Some(3_113_851_289) };
        // levels of 240 thousand states each: levels 70 to 72 are still to come
        let esikler: Vec<usize> = (0..=70).map(|i| i * 240_000).collect();
        let s = satir(d, Some(72), &esikler);
        assert_eq!(
            s,
            "  17,1 milyon durum, derinlik 70/72, 2,9 GiB; tahmin ~17,5 milyon durum, 3,0 GiB"
        );
    }

    #[test]
    fn tahmin_seviyelerin_buyumesini_surdurur() {
        // levels of 1, 2, 4, 8 states: doubling, so 16 and 32 more by depth 5
        assert_eq!(tahmin(&[0, 1, 3, 7, 15], 5), Some(15 + 16 + 32));
        assert_eq!(tahmin(&[0, 1, 3], 5), None);
        assert_eq!(binlik(3_512_004), "3.512.004");
        assert_eq!(gib(4 << 30), "4 GiB");
        assert_eq!(gib(3_650_722_201), "3,4 GiB");
    }
}
