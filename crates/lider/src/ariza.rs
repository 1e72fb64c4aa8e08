//! A fault schedule written down by a reader (`--ariza`): which node is unreachable in which
//! rounds, as `d0:6-10,d1:8-9` ([`Zamanlama`]). It replaces the lesson's whole schedule. Spaces
//! around commas are ignored, `yok` is no fault at all; entries of one node that overlap or touch are merged, so
//! every schedule has one printed form, which reads back as itself.

use cekirdek::Kume;
use cekirdek::yazim;
use std::fmt;

/// How the notation is written, as messages and the help say it.
pub const YAZIM: &str = "dDÜĞÜM:TUR ya da dDÜĞÜM:BAŞ-SON, virgülle ayrılmış";

/// A fault schedule: per node, the rounds in which it is unreachable, as ranges (node, first
/// round, last round) sorted by node then round, disjoint and not touching.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Zamanlama(Vec<(u32, u32, u32)>);

impl Zamanlama {
    /// The lesson's own schedule in the notation: node 0 from round `bas` for `duraklama`
    /// rounds.
    pub fn dersin(bas: u32, duraklama: u32) -> Zamanlama {
        let son = bas.saturating_add(duraklama.saturating_sub(1));
        Zamanlama(if duraklama == 0 { Vec::new() } else { vec![(0, bas.max(1), son.max(1))] })
    }

    /// The nodes unreachable in round `t` (a node a set cannot hold is left out: a run refuses
    /// it first, see [`Zamanlama::uymayan`]).
    pub fn ulasilamayan(&self, t: u32) -> Kume {
        let mut k = Kume::BOS;
        for &(d, bas, son) in &self.0 {
            if (bas..=son).contains(&t) && (d as usize) < Kume::KAPASITE {
                k = k.ile(d as usize);
            }
        }
        k
    }

    /// The schedule within a run of `tur` rounds: the rounds after its last left out (the
    /// lesson's own schedule may run past a short run's end).
    pub fn kirp(&self, tur: u32) -> Zamanlama {
        let icinde = self.0.iter().filter(|a| a.1 <= tur);
        Zamanlama(icinde.map(|&(d, bas, son)| (d, bas, son.min(tur))).collect())
    }

    /// The schedule told in Turkish, a part per range: `d0 6.–10. turlarda ulaşılamaz`.
    pub fn anlat(&self) -> Vec<String> {
        let parca = |&(d, bas, son): &(u32, u32, u32)| {
            if bas == son {
                format!("d{d} {bas}. turda ulaşılamaz")
            } else {
                format!("d{d} {bas}.–{son}. turlarda ulaşılamaz")
            }
        };
        match self.0.as_slice() {
            [] => vec!["hiçbir düğüm ulaşılamaz olmaz".to_string()],
            araliklar => araliklar.iter().map(parca).collect(),
        }
    }

    /// The schedule of ranges (node, first round, last round) in any order: one node's ranges
    /// that overlap or touch become one.
    pub fn araliklardan(mut araliklar: Vec<(u32, u32, u32)>) -> Zamanlama {
        araliklar.sort_unstable();
        let mut birlesik: Vec<(u32, u32, u32)> = Vec::new();
        for (d, bas, son) in araliklar {
            match birlesik.last_mut() {
                Some((od, _, oson)) if *od == d && bas <= oson.saturating_add(1) => {
                    *oson = (*oson).max(son);
                }
                _ => birlesik.push((d, bas, son)),
            }
        }
        Zamanlama(birlesik)
    }

    /// The ranges, (node, first round, last round), in printed order.
    pub fn araliklar(&self) -> &[(u32, u32, u32)] {
        &self.0
    }

    /// Reads a schedule as a reader types it, or says in Turkish which part is wrong.
    pub fn oku(metin: &str) -> Result<Zamanlama, String> {
        let Some(araliklar) = yazim::girdiler(metin, aralik)? else {
            return Ok(Zamanlama::default());
        };
        Ok(Zamanlama::araliklardan(araliklar))
    }

    /// The schedule with node `dugum`'s round `tur` toggled: unreachable if it was not, reachable
    /// if it was (what a click on the timeline does); rounds count from 1.
    pub fn degistir(&self, dugum: u32, tur: u32) -> Result<Zamanlama, String> {
        if tur == 0 || tur == u32::MAX {
            return Err(format!("'d{dugum}:{tur}': böyle bir tur yok"));
        }
        let mut parcalar: Vec<(u32, u32, u32)> = Vec::new();
        let mut vardi = false;
        for &(d, bas, son) in &self.0 {
            if d == dugum && (bas..=son).contains(&tur) {
                vardi = true;
                let kalan = [(d, bas, tur - 1), (d, tur + 1, son)];
                parcalar.extend(kalan.into_iter().filter(|p| p.1 <= p.2));
            } else {
                parcalar.push((d, bas, son));
            }
        }
        if !vardi {
            parcalar.push((dugum, tur, tur));
        }
        Ok(Zamanlama::araliklardan(parcalar))
    }

    /// What a run of `dugum` nodes and `tur` rounds cannot take from this schedule: a node it
    /// does not have, or a round after its last; said by the node and the round, which the
    /// reader typed (the program names the schedule as it was typed).
    pub fn uymayan(&self, dugum: u32, tur: u32) -> Option<String> {
        if let Some(a) = self.0.iter().find(|a| a.0 >= dugum) {
            return Some(format!(
                "{dugum} düğümlü koşumda d{} yok (düğümler d0-d{})",
                a.0,
                dugum - 1
            ));
        }
        let a = self.0.iter().find(|a| a.2 > tur)?;
        Some(format!("{tur} turluk koşumda {}. tur yok (d{})", a.2, a.0))
    }
}

/// One entry, `dN:T` or `dN:A-B`.
fn aralik(parca: &str) -> Result<(u32, u32, u32), String> {
    let anlasilmadi = || format!("anlaşılmadı: her parça {YAZIM} olmalı (örnek d0:6-10)");
    let (dugum, turlar) =
        parca.strip_prefix(['d', 'D']).and_then(|p| p.split_once(':')).ok_or_else(anlasilmadi)?;
    let sayi = |s: &str| {
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(anlasilmadi());
        }
        s.parse::<u32>().map_err(|_| "sayı çok büyük".to_string())
    };
    let d = sayi(dugum)?;
    let (bas, son) = match turlar.split_once('-') {
        Some((a, b)) => (sayi(a)?, sayi(b)?),
        None => (sayi(turlar)?, sayi(turlar)?),
    };
    // which nodes and rounds exist depends on the run: `uymayan` says it
    if bas == 0 {
        return Err("turlar 1'den başlar".into());
    }
    if bas > son {
        return Err(format!("aralık ters ({bas} > {son})"));
    }
    Ok((d, bas, son))
}

cekirdek::okunur!(Zamanlama);

impl fmt::Display for Zamanlama {
    /// The printed form: `d0:6-10,d1:8`, or `yok`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        yazim::yaz(f, &self.0, |f, &(d, bas, son)| {
            if bas == son { write!(f, "d{d}:{bas}") } else { write!(f, "d{d}:{bas}-{son}") }
        })
    }
}

impl serde::Serialize for Zamanlama {
    /// As its printed form.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Zamanlama {
    /// From its notation, with the same messages.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let metin = String::deserialize(d)?;
        Zamanlama::oku(&metin).map_err(serde::de::Error::custom)
    }
}
