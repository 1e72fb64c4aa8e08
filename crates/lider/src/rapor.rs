//! What the `olc` and `hesap` programs print, built from model runs.

use crate::{BAS, Hata, Olcum, Secenek, TETIK, kosum};
use k01::bicim::{sayi, to_fixed};
use k01::rapor::{Olcu, Rapor, Sutun, Tablo, karsilastirma};

/// olc's columns: label, fencing, persistent trigger. Every other option comes from the base.
pub const SUTUNLAR: [(&str, bool, bool); 3] =
    [("yalin", false, false), ("citleme", true, false), ("citleme+kalici tetik", true, true)];

/// olc's rows.
pub const OLCULER: [Olcu<Olcum>; 8] = [
    Olcu::yeni("baslatilan", "baslatilan parti", |o| o.baslatilan),
    Olcu::yeni("kacirilan", "kacirilan parti", |o| o.kacirilan),
    Olcu::yeni("gecikmeliTur", "gecikmeli baslama turu", |o| o.gecikmeli_tur),
    Olcu::yeni("ciftBaslatma", "cift baslatilan parti", |o| o.cift_baslatma),
    Olcu::yeni("reddedilen", "citlemeyle reddedilen", |o| o.reddedilen),
    Olcu::yeni("ikiLiderliTur", "iki liderli tur", |o| o.iki_liderli_tur),
    Olcu::yeni("lidersizTur", "lidersiz tur", |o| o.lidersiz_tur),
    Olcu::yeni("devralmaTuru", "devralma turu", |o| o.devralma_turu),
];

/// The long lease: the last row of the lease sweep, and hesap's closing line.
pub const UZUN_KIRA: u32 = 8;
/// The leases the sweep tries.
pub const KIRA_TARAMASI: [u32; 4] = [2, 3, 5, UZUN_KIRA];
/// The pauses the sweep tries, each with its name.
pub const DURAKLAMA_TARAMASI: [(&str, u32); 2] = [("uzun", 5), ("kisa", 2)];
/// The sweep's columns.
pub const TARAMA_OLCULERI: [Olcu<Olcum>; 5] = [
    Olcu::yeni("devralmaTuru", "devr.turu", |o| o.devralma_turu),
    Olcu::yeni("lidersizTur", "lidersiz", |o| o.lidersiz_tur),
    Olcu::yeni("kacirilan", "kacirilan", |o| o.kacirilan),
    Olcu::yeni("ikiLiderliTur", "iki lider", |o| o.iki_liderli_tur),
    Olcu::yeni("ciftBaslatma", "cift", |o| o.cift_baslatma),
];

/// The base scenario with fencing and the persistent trigger as given.
fn ile(taban: &Secenek, citleme: bool, kalici_tetik: bool) -> Secenek {
    Secenek { citleme, kalici_tetik, ..taban.clone() }
}

/// The header line: the scenario as used.
fn senaryo(s: &Secenek) -> String {
    let pencere = match s.duraklama {
        0 => "lider dugum hic ulasilamaz kalmiyor".to_string(),
        d => format!("lider dugum {BAS}-{}. turlarda ulasilamaz", BAS + d - 1),
    };
    let tetik: Vec<String> = TETIK.iter().map(u32::to_string).collect();
    format!(
        "{} dugum, {} tur, kira {}, yenileme {}; {pencere}. Gun sonu partisi tetigi: {}. turlar",
        s.dugum,
        s.tur,
        s.kira,
        s.yenileme,
        tetik.join(", ")
    )
}

/// `olc`: the three columns on the base scenario, then the lease sweep for both pauses.
pub fn olc(taban: &Secenek) -> Result<Rapor, Hata> {
    let mut r = Rapor::default();
    r.satir(senaryo(taban)).bos();

    let mut kosular = Vec::new();
    for (ad, citleme, kalici) in SUTUNLAR {
        kosular.push((ad, kosum(&ile(taban, citleme, kalici))?));
    }
    r.tablo(karsilastirma(Sutun::sol("olcu", 24), &kosular, 22, &OLCULER)).bos();

    let mut tarama = Tablo::yeni(vec![Sutun::sag("kira", 5)]);
    tarama.gruplar.push((String::new(), 1));
    for (ad, duraklama) in DURAKLAMA_TARAMASI {
        let baslik = format!("{ad} duraklama ({duraklama} tur)");
        tarama.gruplar.push((baslik, TARAMA_OLCULERI.len()));
        tarama.sutunlar.extend(TARAMA_OLCULERI.iter().map(|o| Sutun::sag(o.ad, 10)));
    }
    for kira in KIRA_TARAMASI {
        let mut satir = vec![kira.to_string()];
        for (_, duraklama) in DURAKLAMA_TARAMASI {
            let o = kosum(&Secenek { kira, duraklama, ..ile(taban, false, taban.kalici_tetik) })?;
            satir.extend(TARAMA_OLCULERI.iter().map(|m| (m.deger)(&o).to_string()));
        }
        tarama.satir(satir);
    }
    r.tablo(tarama);
    Ok(r)
}

/// hesap's inputs from K01: the batch size and the takeovers a year, one table row each.
#[derive(Debug, Clone, PartialEq)]
pub struct Hesap {
    /// Invoice lines in one end-of-day batch.
    pub fatura_satiri: f64,
    /// Takeovers a year (KK4), one row each.
    pub kk4: Vec<f64>,
}

impl Default for Hesap {
    fn default() -> Self {
        Hesap { fatura_satiri: k01::FATURA_SATIRI.deger, kk4: k01::KK4.satirlar() }
    }
}

/// `hesap`: the model's window shares applied to K01's batch size and KK4's takeovers.
pub fn hesap(taban: &Secenek, h: &Hesap) -> Result<Rapor, Hata> {
    let y = kosum(&ile(taban, false, false))?;
    let c = kosum(&ile(taban, true, true))?;
    let uzun = kosum(&Secenek { kira: UZUN_KIRA, ..ile(taban, false, false) })?;
    let tur = taban.tur;
    let lidersiz_pay = f64::from(y.lidersiz_tur) / f64::from(tur);
    let iki_liderli_pay = f64::from(y.iki_liderli_tur) / f64::from(tur);

    let mut r = Rapor::default();
    r.satir(format!(
        "model penceresi: lidersiz {}/{tur} = {}, iki liderli {}/{tur} = {}",
        y.lidersiz_tur,
        to_fixed(lidersiz_pay, 4),
        y.iki_liderli_tur,
        to_fixed(iki_liderli_pay, 4)
    ));
    r.satir(format!("bir parti = {} fatura satiri (K01, hesap)", sayi(h.fatura_satiri))).bos();
    let mut tablo = Tablo::yeni(vec![
        Sutun::sag("KK4", 5),
        Sutun::sag("kacirilan parti/yil", 21),
        Sutun::sag("uretilmeyen satir", 19),
        Sutun::sag("cift parti/yil", 16),
        Sutun::sag("cift satir", 12),
    ]);
    for &kk4 in &h.kk4 {
        let (kacirilan, cift) = (kk4 * lidersiz_pay, kk4 * iki_liderli_pay);
        tablo.satir(vec![
            sayi(kk4),
            to_fixed(kacirilan, 2),
            to_fixed(kacirilan * h.fatura_satiri, 0),
            to_fixed(cift, 2),
            to_fixed(cift * h.fatura_satiri, 0),
        ]);
    }
    r.tablo(tablo).bos();
    r.satir(format!(
        "citleme + kalici tetik ile: kacirilan parti {}, cift baslatilan parti {}, \
         gecikmeli baslama {} tur",
        c.kacirilan, c.cift_baslatma, c.gecikmeli_tur
    ));
    r.satir(format!(
        "kira {UZUN_KIRA} (uzun) ile: devralma turu {}, lidersiz tur {}, iki liderli tur {}",
        uzun.devralma_turu, uzun.lidersiz_tur, uzun.iki_liderli_tur
    ));
    Ok(r)
}
