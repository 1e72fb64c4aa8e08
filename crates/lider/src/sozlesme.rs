#![cfg(feature = "ders")]
//! The lesson as the programs and the project's tools see it: [`Lider`] implements the lesson
//! contract ([`ders::Ders`]), and the flags' values become the base scenario.

use crate::ariza::{YAZIM, Zamanlama};
use crate::secenek::{BAS, DUGUM, DURAKLAMA, KIRA, TUR, YENILEME};
use crate::{Lider, Olcum, Secenek, anlatim, degismez, olay, rapor};
use ders::secenek::{ArizaYazimi, Metin};
use ders::tek_degisiklik::Degisiklik;
use ders::{Degerler, DegismezPlani, Degismezler, Ders, Izler, Senaryo, Tanim};

/// `--ariza`: the fault schedule written down, in place of the lesson's.
pub const ARIZA: Metin = Metin::ariza(ArizaYazimi {
    anlam: const_format::concatcp!(
        "Hangi düğüm hangi turlarda ulaşılamaz (",
        YAZIM,
        "; yok: hiç arıza). Dersin arıza sırasının tamamının yerine geçer, --duraklama ile \
         birlikte verilmez; kira taraması dersin arıza sırasıyla kalır"
    ),
    verilmezse: const_format::concatcp!(
        "dersin arıza sırası: düğüm 0, ",
        BAS,
        ". turdan --duraklama tur"
    ),
    ornekler: &["d0:6-10,d1:8-9", "yok", "d0:6-10,d1:12-20"],
    ayristir: |m| Zamanlama::oku(m).map(|a| a.to_string()),
});

/// The options both programs take as flags, in help order.
pub const SENARYO: [&dyn Tanim; 6] = [&DUGUM, &KIRA, &YENILEME, &DURAKLAMA, &TUR, &ARIZA];

impl From<&Degerler> for Secenek {
    /// The base scenario the flags describe: fencing and the persistent trigger off (the
    /// columns turn them on).
    fn from(d: &Degerler) -> Self {
        Secenek {
            dugum: d.tam(&DUGUM),
            kira: d.tam(&KIRA),
            yenileme: d.tam(&YENILEME),
            duraklama: d.tam(&DURAKLAMA),
            citleme: false,
            kalici_tetik: false,
            tur: d.tam(&TUR),
            ariza: d.metin(&ARIZA).map(|m| Zamanlama::oku(m).expect("read when the flag was")),
        }
    }
}

impl Ders for Lider {
    const AD: &'static str = "lider";
    /// The scenario as used, then a line per round.
    fn anlat(s: &Secenek, olaylar: &[cekirdek::TurOlayi<olay::Olay>]) -> (String, Vec<String>) {
        (rapor::hikaye_basligi(s), anlatim::anlat(olaylar))
    }
}

impl Senaryo for Lider {
    const OLC_ACIKLAMASI: &'static str = "Lider Seçimi dersinin ölçümleri: yalın, çitlemeli ve \
        çitleme+kalıcı tetikli üç koşum, sonra iki duraklama için kira taraması. Bayraklar temel \
        senaryoyu değiştirir; sütunlar yalnız çitlemeyi ve kalıcı tetiği, tarama yalnız kirayı \
        ve duraklamayı değiştirir";
    const HESAP_ACIKLAMASI: &'static str = "Lider Seçimi: modelin lidersiz ve iki liderli \
        pencere paylarını K01'in gün sonu partisine ve KK4'ün yıllık devralma sayısına uygular";
    type Taban = Secenek;
    const SENARYO: &'static [&'static dyn Tanim] = &SENARYO;
    fn ariza_anlatimi(metin: &str) -> Result<Vec<String>, String> {
        Ok(crate::ariza::Zamanlama::oku(metin)?.anlat())
    }

    const DEGISIMLER: &'static [ders::Degisim] = &crate::anlatim::DEGISIMLER;
    const KESEN: &'static dyn Tanim = &TUR;
    /// `--tur`, and a written `--ariza` cut to the rounds run.
    fn kes(d: &Degerler, tur: u32) -> Degerler {
        let kesik = d.clone().ile(&TUR, ders::secenek::Deger::Tam(tur));
        match d.metin(&ARIZA).map(Zamanlama::oku) {
            Some(Ok(a)) => kesik.ile(&ARIZA, ders::secenek::Deger::Metin(a.kirp(tur).to_string())),
            _ => kesik,
        }
    }
    fn ariza_degistir(t: &Secenek, kimlik: &str) -> Result<String, String> {
        let hucre = kimlik.strip_prefix('d').and_then(|k| k.split_once(':'));
        let (dugum, tur) = hucre
            .and_then(|(d, t)| Some((d.parse().ok()?, t.parse().ok()?)))
            .ok_or_else(|| format!("'{kimlik}' bir hücre değil (dDÜĞÜM:TUR)"))?;
        Ok(simdiki(t).degistir(dugum, tur)?.to_string())
    }
    const ARIZAYLA_DUSEN: &'static [&'static str] = &[DURAKLAMA.ad];
    /// The pause's rounds of node 0 added to the written schedule, cut to the run.
    fn arizayla_birlesik(t: &Secenek) -> Option<String> {
        let duraklama = Zamanlama::dersin(crate::BAS, t.duraklama);
        let yazili = t.ariza.clone().unwrap_or_default();
        let hepsi = duraklama.araliklar().iter().chain(yazili.araliklar()).copied().collect();
        Some(Zamanlama::araliklardan(hepsi).kirp(t.tur).to_string())
    }
    fn arizalar(t: &Secenek) -> Option<String> {
        Some(simdiki(t).to_string())
    }
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

impl Degismezler for Lider {
    const PLAN: DegismezPlani<Secenek, Olcum> = degismez::PLAN;
}

/// The schedule of base scenario `t` as a click or a single change edits it: the written one,
/// or the lesson's within the run's rounds.
fn simdiki(t: &Secenek) -> Zamanlama {
    t.ariza.clone().unwrap_or_else(|| Zamanlama::dersin(crate::BAS, t.duraklama).kirp(t.tur))
}
