#![cfg(feature = "ders")]
//! The lesson as the programs and the project's tools see it: [`Lider`] implements the lesson
//! contract ([`ders::Ders`]), and the flags' values become the base scenario ([`Senaryo`]).
//! The scenario's other readers are served where their code lives: the page's timeline,
//! the walk and the single changes in `cizelge.rs`.

use crate::ariza::{YAZIM, Zamanlama};
use crate::secenek::{BAS, DUGUM, DURAKLAMA, KIRA, TUR, YENILEME};
use crate::{Lider, Olcum, Secenek, anlatim, degismez, olay, rapor};
use ders::secenek::{ArizaYazimi, Metin};
use ders::{Degerler, DegismezPlani, Degismezler, Ders, Senaryo, Tanim};

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
    const ARIZAYLA_DUSEN: &'static [&'static str] = &[DURAKLAMA.ad];
    /// The pause's rounds of node 0 added to the written schedule, cut to the run.
    fn arizayla_birlesik(t: &Secenek) -> Option<String> {
        let duraklama = Zamanlama::dersin(crate::BAS, t.duraklama);
        let yazili = t.ariza.clone().unwrap_or_default();
        let hepsi = duraklama.araliklar().iter().chain(yazili.araliklar()).copied().collect();
        Some(Zamanlama::araliklardan(hepsi).kirp(t.tur).to_string())
    }
}

impl Degismezler for Lider {
    const PLAN: DegismezPlani<Secenek, Olcum> = degismez::PLAN;
}
