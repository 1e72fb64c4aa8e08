#![cfg(feature = "ders")]
//! The scenario along its timeline, as its readers besides the command line take it: a click
//! on a cell of the timeline (a node in a round) makes the node unreachable there or reachable
//! again, and an exercise tells the schedule in words ([`Cizelge`]); the walk through a run
//! stops at the story's changes and cuts the runs by `--tur` ([`Duraklar`]); the single changes
//! are every click the runs allow ([`TekDegisiklikler`]).

use crate::secenek::{DURAKLAMA, TUR};
use crate::sozlesme::ARIZA;
use crate::{Lider, Secenek, Zamanlama};
use ders::secenek::Deger;
use ders::tek_degisiklik::Degisiklik;
use ders::{Cizelge, Degerler, Degisim, Duraklar, Izler, Tanim, TekDegisiklikler};

impl Cizelge for Lider {
    fn ariza_degistir(t: &Secenek, kimlik: &str) -> Result<String, String> {
        let hucre = kimlik.strip_prefix('d').and_then(|k| k.split_once(':'));
        let (dugum, tur) = hucre
            .and_then(|(d, t)| Some((d.parse().ok()?, t.parse().ok()?)))
            .ok_or_else(|| format!("'{kimlik}' bir hücre değil (dDÜĞÜM:TUR)"))?;
        Ok(simdiki(t).degistir(dugum, tur)?.to_string())
    }
    fn ariza_anlatimi(metin: &str) -> Result<Vec<String>, String> {
        Ok(Zamanlama::oku(metin)?.anlat())
    }
    fn arizalar(t: &Secenek) -> Option<String> {
        Some(simdiki(t).to_string())
    }
}

impl Duraklar for Lider {
    const DEGISIMLER: &'static [Degisim] = &crate::anlatim::DEGISIMLER;
    const KESEN: &'static dyn Tanim = &TUR;
    /// `--tur`, and a written `--ariza` cut to the rounds run.
    fn kes(d: &Degerler, tur: u32) -> Degerler {
        let kesik = d.clone().ile(&TUR, Deger::Tam(tur));
        match d.metin(&ARIZA).map(Zamanlama::oku) {
            Some(Ok(a)) => kesik.ile(&ARIZA, Deger::Metin(a.kirp(tur).to_string())),
            _ => kesik,
        }
    }
}

impl TekDegisiklikler for Lider {
    /// A node in a round of the first table's runs.
    fn hucre_sayisi(t: &Secenek, _: &Izler<Lider>) -> usize {
        t.dugum as usize * t.tur as usize
    }
    /// Each node in each round made unreachable if it was reachable, reachable if it was not;
    /// the written schedule replaces the pause, as a click's does.
    fn degisiklikler(t: &Secenek, izler: &Izler<Lider>) -> Vec<Degisiklik<Secenek>> {
        let simdiki = simdiki(t);
        let mut hepsi = Vec::with_capacity(t.dugum as usize * t.tur as usize);
        for tur in 1..=t.tur {
            let ulasilamayan = simdiki.ulasilamayan(tur);
            for dugum in 0..t.dugum {
                let ariza = simdiki.degistir(dugum, tur).expect("a round of the run");
                let taban = Secenek {
                    ariza: Some(ariza.clone()),
                    duraklama: DURAKLAMA.varsayilan,
                    ..t.clone()
                };
                let acik = ulasilamayan.icerir(dugum as usize);
                hepsi.push(Degisiklik {
                    hucre: format!("d{dugum}:{tur}"),
                    deger: if acik { "ulaşılabilir" } else { "ulaşılamaz" },
                    ariza: ariza.to_string(),
                    taban,
                    noktalar: vec![Some((tur, 0)); izler.sutunlar.len()],
                    sira: (dugum, 0),
                });
            }
        }
        hepsi
    }
}

/// The schedule of base scenario `t` as a click or a single change edits it: the written one,
/// or the lesson's within the run's rounds.
fn simdiki(t: &Secenek) -> Zamanlama {
    t.ariza.clone().unwrap_or_else(|| Zamanlama::dersin(crate::BAS, t.duraklama).kirp(t.tur))
}
