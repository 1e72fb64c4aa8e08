#![cfg(feature = "ders")]
//! The lesson as the programs and the project's tools see it: [`Akis`] implements the lesson
//! contract ([`ders::Ders`]) and its scenario ([`Senaryo`]), and the programs' options
//! ([`EKSIK_ABONE`], [`ARIZA`], [`DUR`]) are declared once. The scenario's other readers are
//! served where their code lives: the page's timeline, the walk and the single changes in
//! `cizelge.rs`.

use crate::ariza::{YAZIM, Zamanlama};
use crate::kosum::EN_COK_NOKTA;
use crate::rapor::{self, Taban};
use crate::secenek::DERSIN_EKSIK_ABONESI;
use crate::{Akis, Hata, Olcum, Secenek, Servis, anlatim, degismez, kosum, olay};
use cekirdek::{Aralik, Tam};
use ders::secenek::{ArizaYazimi, Metin, Secim};
use ders::{Degerler, DegismezPlani, Degismezler, Ders, Senaryo, Tanim};

impl From<&Degerler> for Taban {
    /// The service `--eksik-abone` names, and the schedule `--ariza` writes down.
    fn from(d: &Degerler) -> Self {
        let ad = d.ad(&EKSIK_ABONE);
        let eksik_abone =
            Servis::adiyla(ad).unwrap_or_else(|| panic!("'{ad}' EKSIK_ABONE'nin adlarından değil"));
        let dur = Some(d.tam(&DUR)).filter(|&n| n < EN_COK_NOKTA);
        Taban { eksik_abone, ariza: d.metin(&ARIZA).map(String::from), dur }
    }
}

/// `--dur`: where the runs are cut, what the walk through a run steps by on the command line.
pub const DUR: Tam = Tam {
    ad: "dur",
    deger_adi: "NOKTA",
    anlam: const_format::formatcp!(
        "Koşumları kaçıncı noktadan sonra keser (kitaptaki adım adım yürüyüşün noktaları): her \
         işin her adımı, her telafisi ve sonu birer noktadır, iş iş sayılır; en uzun koşum \
         {EN_COK_NOKTA} noktadır, bu değer hiçbir koşumu kesmez"
    ),
    aralik: Aralik::kapali(1, EN_COK_NOKTA),
    varsayilan: EN_COK_NOKTA,
};

/// `--ariza`: the failures and message faults written down, in place of the lesson's.
pub const ARIZA: Metin = Metin::ariza(ArizaYazimi {
    anlam: const_format::concatcp!(
        "Hangi iş hangi adımda hata verir, hatadan önce kesinleşen hangi adımın telafi iletisi \
         duyulmaz, kaybolur ya da iki kez ulaşır (",
        YAZIM,
        "; yok: hiç arıza). Dersin hatalarının yerine geçer; --eksik-abone orta sütunda ona \
         eklenir"
    ),
    verilmezse: "dersin hataları: S3:fatura=hata,S7:indirim=hata",
    ornekler: &["S3:fatura=hata,S3:tarife=kayip", "yok", "S3:indirim=cift,S3:fatura=hata"],
    ayristir: |m| Zamanlama::oku(m).map(|z| z.to_string()),
});

/// `--eksik-abone`: the service whose missing cancel subscription the lesson shows (olc's middle
/// column, and hesap's rates).
pub const EKSIK_ABONE: Secim = Secim {
    ad: "eksikAbone",
    deger_adi: "SERVİS",
    anlam: "Koreografide iptal olayına abone olmayan servis: orta sütun ve hesap oranları; \
            --ariza'nın abonesiz girdilerine eklenir",
    adlar: &[
        Servis::Ucretlendirme.ad(),
        Servis::Sozlesme.ad(),
        Servis::Faturalama.ad(),
        Servis::Bildirim.ad(),
    ],
    varsayilan: DERSIN_EKSIK_ABONESI.ad(),
};

impl Ders for Akis {
    const AD: &'static str = "akis";
    /// The lesson's own run as compiled in this crate: the default, compiled again in each
    /// caller, ran olc's first column at about 200 ns against 120 ns for this one.
    fn kosum(s: &Secenek) -> Result<Olcum, Hata> {
        kosum(s)
    }
    /// How the mode and the subscriptions compensate, then a line per job.
    fn anlat(s: &Secenek, olaylar: &[olay::Olay]) -> (String, Vec<String>) {
        (rapor::baslik(s), anlatim::anlat(s.kip, olaylar))
    }
}

impl Senaryo for Akis {
    const OLC_ACIKLAMASI: &'static str = "Koreografi ve Orkestrasyon dersinin ölçümleri: iki \
        kip ve eksik bir iptal aboneliği, hata izi, kalan yazmalar, yapısal tablo ve ileti \
        oranları";
    const HESAP_ACIKLAMASI: &'static str = "Koreografi ve Orkestrasyon: modelin iş başına \
        oranlarını K01'in günlük hacmine, gün sonu penceresine, KK2 oranlarına ve tepe yazma \
        akışına uygular";
    /// The service missing from the middle column's cancel chain, and a schedule written down.
    type Taban = Taban;
    const SENARYO: &'static [&'static dyn Tanim] = &[&EKSIK_ABONE, &ARIZA, &DUR];
}

impl Degismezler for Akis {
    const PLAN: DegismezPlani<Secenek, Olcum> = degismez::PLAN;
}
