//! Gun sonu ucretlendirme is akisinin surec ici modeli (`is.mjs`). Dort adim dort ayri serviste
//! yurur; her servis kendi islem sinirini kendi kapatir, ortak bir sinir yoktur.

use crate::iz::Olay;
use crate::{Hata, Kip, Olcum, Secenek, Servis};
use ders::Iz;

/// Bir adim: adi, yurudugu servis ve telafi adimi (geri alinamayan adimin telafisi yoktur).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Adim {
    /// Adimin adi.
    pub ad: &'static str,
    /// Adimi yuruten (koreografide telafi olayina abone olan) servis.
    pub servis: Servis,
    /// Telafi adimi; `None` ise adim geri alinamaz.
    pub telafi: Option<&'static str>,
}

/// Is akisinin adimlari, sirayla.
pub const ADIM: [Adim; 4] = [
    Adim { ad: "tarife", servis: Servis::Ucretlendirme, telafi: Some("tarife-iptal") },
    Adim { ad: "indirim", servis: Servis::Sozlesme, telafi: Some("indirim-iptal") },
    Adim { ad: "fatura", servis: Servis::Faturalama, telafi: Some("fatura-iptal") },
    Adim { ad: "bildirim", servis: Servis::Bildirim, telafi: None }, // geri alinamaz, bu yuzden sonda
];
/// Satici-gunleri: her biri bir is akisi.
pub const ISLER: [&str; 8] = ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8"];
/// Belirlenimli hata noktalari: (is, hata veren adim).
pub const HATA: [(&str, &str); 2] = [("S3", "fatura"), ("S7", "indirim")];

/// Bir kosum: her is adimlari sirayla yurutur; hata veren is tamamlanan adimlarini tersten
/// telafi eder. Koreografi adimlari olayla tetikler, orkestrasyon tek yuruticuyle cagirir.
pub fn kosum(s: &Secenek) -> Result<Olcum, Hata> {
    izle(s, &mut ())
}

/// [`kosum`], her isin adimlarini, hatasini ve telafilerini `iz`'e bildirerek.
pub fn izle(s: &Secenek, iz: &mut impl Iz<Olay>) -> Result<Olcum, Hata> {
    let ork = s.kip == Kip::Orkestrasyon;
    let mut o = Olcum::default();
    let mut kalici: Vec<Vec<&str>> = vec![Vec::new(); ADIM.len()]; // adim basina kesinlesmis yazmalar

    for is in ISLER {
        let ileti_once = o.ileti;
        o.ileti += u32::from(!ork); // koreografi: is akisini baslatan olay
        let mut yapilan = Vec::new();
        let mut hata = None;
        for (i, a) in ADIM.iter().enumerate() {
            o.ileti += u32::from(ork); // orkestrasyon: yurutucu -> servis komutu
            if HATA.contains(&(is, a.ad)) {
                (hata, o.ileti) = (Some(a.ad), o.ileti + 1); // hata yaniti ya da olayi
                iz.olay(|| Olay::HataVerdi { is, adim: a.ad });
                break;
            }
            o.adim += 1;
            kalici[i].push(is); // adim kendi sinirinda kesinlesti
            yapilan.push(i);
            o.ileti += 1; // koreografi: adimin yayimladigi olay; orkestrasyon: yanit
            iz.olay(|| Olay::Kesinlesti { is, adim: a.ad });
        }
        let Some(hata) = hata else {
            o.tamamlanan += 1;
            iz.olay(|| Olay::Tamamlandi { is, ileti: o.ileti - ileti_once });
            continue;
        };
        let mut acik = 0;
        for &i in yapilan.iter().rev().filter(|&&i| ADIM[i].telafi.is_some()) {
            // orkestrasyon telafiyi kendisi cagirir; koreografide servis iptal olayina abonedir
            let abone = ork || s.eksik_abone != Some(ADIM[i].servis);
            o.ileti += if ork { 2 } else { u32::from(abone) }; // komut+yanit / iptal olayi
            if abone {
                kalici[i].retain(|&k| k != is);
                o.telafi_edilen += 1;
            } else {
                (o.telafisiz_adim, acik) = (o.telafisiz_adim + 1, acik + 1); // yazma kaldi
            }
            iz.olay(|| Olay::Telafi { is, adim: ADIM[i].ad, abone });
        }
        o.yarim_kalan_is += u32::from(acik > 0);
        iz.olay(|| Olay::Durdu { is, adim: hata, acik, ileti: o.ileti - ileti_once });
        o.iz.push(format!(
            "{is}: {hata} adiminda durdu, kesinlesmis adim {}, acik kalan {acik}",
            yapilan.len()
        ));
    }
    o.kalan_yazma = ADIM.iter().zip(&kalici).map(|(a, k)| (a.ad, k.len() as u32)).collect();
    Ok(o)
}

/// Yapisal olculer: kip secildiginde bellidir, kosuma bagli degildir.
pub fn yapi(kip: Kip) -> [(&'static str, u32); 7] {
    let n = ADIM.len() as u32;
    let telafili = ADIM.iter().filter(|a| a.telafi.is_some()).count() as u32;
    let o = kip == Kip::Orkestrasyon;
    let sec = |ork: u32, kor: u32| if o { ork } else { kor };
    [
        ("is akisi tanimini tasiyan birim", sec(1, n)),
        ("is akisi durumunu tutan birim", sec(1, 0)),
        ("durumu okumak icin sorulan birim", sec(1, n)),
        ("telafi sorumlulugu tasiyan birim", sec(1, telafili)),
        ("sona adim eklenince degisen birim", sec(2, 1)),
        ("islem siniri", n),
        ("atomik geri alinabilen adim", 0),
    ]
}
