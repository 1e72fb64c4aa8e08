#![cfg(feature = "ders")]
//! The lesson as the programs and the project's tools see it: [`Akis`] implements the lesson
//! contract ([`ders::Ders`]), and the programs' options ([`EKSIK_ABONE`], [`ARIZA`]) are
//! declared once.

use crate::ariza::{YAZIM, Zamanlama};
use crate::kosum::EN_COK_NOKTA;
use crate::rapor::Taban;
use crate::secenek::DERSIN_EKSIK_ABONESI;
use crate::{ADIM, ISLER, Kip, rapor};
use crate::{Akis, Hata, Olcum, Secenek, Servis, anlatim, degismez, kosum, olay};
use cekirdek::{Aralik, Tam};
use ders::secenek::{ArizaYazimi, Metin, Secim};
use ders::tek_degisiklik::Degisiklik;
use ders::{Degerler, DegismezPlani, Degismezler, Ders, Izler, Senaryo, Tanim};

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
    fn ariza_anlatimi(metin: &str) -> Result<Vec<String>, String> {
        Ok(crate::ariza::Zamanlama::oku(metin)?.anlat())
    }

    const DEGISIMLER: &'static [ders::Degisim] = &crate::anlatim::DEGISIMLER;
    const KESEN: &'static dyn Tanim = &DUR;
    /// `--dur` counts the points job after job.
    fn kesim(_: &Secenek, _: ders::ozellik::Nokta, sira: u32) -> u32 {
        sira
    }
    fn ariza_degistir(t: &Self::Taban, kimlik: &str) -> Result<String, String> {
        crate::ariza::degistir(t.ariza.as_deref(), kimlik)
    }
    /// For every job: a job that does not fail fails at each step; one that fails no longer
    /// does; and each compensation message of its committed steps goes to each of its other
    /// fates (delivered, lost, twice, not heard).
    fn degisiklikler(t: &Taban, izler: &Izler<Akis>) -> Vec<Degisiklik<Taban>> {
        let yazili = t.ariza.as_deref();
        let ornek = Secenek { ariza: t.ariza.clone(), ..Secenek::yeni(Kip::Koreografi) };
        let z = crate::kosum::yazili(&ornek).expect("a schedule the run read");
        let mut hepsi = Vec::new();
        let mut ekle = |ariza: String, hucre: String, deger, nokta: u32, is: usize, adim: usize| {
            let taban = Taban { ariza: Some(ariza.clone()), ..t.clone() };
            let noktalar = vec![Some((is as u32, nokta)); izler.sutunlar.len()];
            hepsi.push(Degisiklik {
                hucre,
                deger,
                ariza,
                taban,
                noktalar,
                sira: (is as u32, adim as u32),
            });
        };
        for (is, ad) in ISLER.iter().enumerate() {
            let hata = crate::kosum::is_arizasi(&ornek, z.as_ref(), is).hata;
            let adim_hucresi = |i: usize| format!("{ad}:{}=adim", ADIM[i].ad);
            match hata {
                None => {
                    for i in 0..ADIM.len() {
                        let ariza =
                            crate::ariza::degistir(yazili, &adim_hucresi(i)).expect("a step");
                        ekle(ariza, adim_hucresi(i), "hata verir", i as u32, is, i);
                    }
                }
                Some(h) => {
                    let ariza = crate::ariza::degistir(yazili, &adim_hucresi(h)).expect("a step");
                    ekle(ariza, adim_hucresi(h), "hata vermez", h as u32, is, h);
                    for j in (0..h).filter(|&j| ADIM[j].telafi.is_some()) {
                        let simdi = crate::ariza::telafisi(yazili, is, j).expect("a schedule");
                        let nokta = crate::ozellik::adim_noktasi(hata, j, true);
                        for (ne, deger) in TELAFI_DEGERLERI {
                            if ne == simdi {
                                continue;
                            }
                            let ariza = crate::ariza::telafiyi_ayarla(yazili, is, j, ne)
                                .expect("a compensation");
                            let hucre = format!("{ad}:{}=telafi", ADIM[j].ad);
                            ekle(ariza, hucre, deger, nokta, is, j);
                        }
                    }
                }
            }
        }
        hepsi
    }
}

impl Degismezler for Akis {
    const PLAN: DegismezPlani<Secenek, Olcum> = degismez::PLAN;
}

/// What a compensation message may come to, as the notation writes it (`None`: delivered
/// once) and as a reader reads it.
const TELAFI_DEGERLERI: [(Option<&str>, &str); 4] = [
    (None, "ulaşır"),
    (Some("kayip"), "kaybolur"),
    (Some("cift"), "iki kez ulaşır"),
    (Some("abonesiz"), "duyulmaz"),
];
