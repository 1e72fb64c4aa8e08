//! Zamanlayici, araci ve denetci: tur tabanli, surec ici model (`akis.mjs`). Tur soyut bir
//! adimdir; asili kalma ve kalici hata verili isler icin belirlenimlidir, olculmus sure degildir.

use crate::iz::{Iz, Rol};
use crate::{Hal, Hata, Kayit, Olcum, Secenek};

/// Her isin sirayla yurutulen adimlari.
pub const ADIM: [&str; 4] = ["tarife", "indirim", "fatura", "bildirim"];
/// Toplu isin satici-gunleri.
pub const ISLER: [&str; 12] =
    ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "S11", "S12"];
/// Asili kalan adimlar: araci isi yapti, kayit dusmedi (yalniz ilk denemede).
pub const ASILI: [(&str, &str); 3] = [("S2", "indirim"), ("S5", "tarife"), ("S9", "fatura")];
/// Kalici hatali adim: hicbir denemede kaydi dusmez.
pub const KALICI: [(&str, &str); 1] = [("S7", "indirim")];

/// Bir kosum: zamanlayici adimlari baslatir, araci yurutur, denetci sureleri dolanlari yeniden surer.
pub fn kosum(s: &Secenek) -> Result<Olcum, Hata> {
    izle(s, &mut ())
}

/// [`kosum`], her rolun ardindan kaydi `iz`'e gostererek.
pub fn izle(s: &Secenek, iz: &mut impl Iz) -> Result<Olcum, Hata> {
    s.dogrula()?;
    let mut kayit: Vec<Kayit> =
        ISLER.map(|is| Kayit { is, adim: 0, hal: Hal::Bekliyor, basladi: 0, deneme: 0 }).into();
    let mut o = Olcum::default();

    for t in 1..=s.tur {
        // araci: bir onceki turda baslayan adimi yurutur ve sonucunu kayda duser
        for k in kayit.iter_mut().filter(|k| k.hal == Hal::Yuruyor && t == k.basladi + 1) {
            let ad = ADIM[k.adim];
            if KALICI.contains(&(k.is, ad)) || (ASILI.contains(&(k.is, ad)) && k.deneme == 0) {
                continue; // kayit dusmedi: kalici hata ya da ilk denemede asili kalma
            }
            o.adim += 1;
            (k.adim, k.deneme, k.hal) = (k.adim + 1, 0, Hal::Bekliyor);
        }
        iz.kayit(t, Rol::Araci, &kayit);
        if s.denetci && t % s.tarama == 0 {
            // denetci: butun kaydi okur, kirasi dolan adimlari yeniden surulmek uzere birakir
            o.okunan_kayit += ISLER.len() as u32;
            for k in kayit.iter_mut().filter(|k| k.hal == Hal::Yuruyor && t - k.basladi >= s.kira) {
                o.yeniden_surulen += 1;
                o.kurtarma.push(t - (k.basladi + 1)); // beklenen kayittan bu yana gecen tur
                o.bosa_yurutulen += u32::from(ASILI.contains(&(k.is, ADIM[k.adim]))); // ikinci kez
                (k.deneme, k.hal) = (k.deneme + 1, Hal::Bekliyor);
            }
            iz.kayit(t, Rol::Denetci, &kayit);
        }
        // zamanlayici: bekleyen isi bitirir, esigi asani telafi eder ya da siradaki adimi baslatir
        for k in kayit.iter_mut().filter(|k| k.hal == Hal::Bekliyor) {
            if k.adim >= ADIM.len() {
                (k.hal, o.tamamlanan, o.bittigi_tur) = (Hal::Bitti, o.tamamlanan + 1, t);
            } else if k.deneme >= s.deneme_siniri {
                // esik asildi: tamamlanmis adimlar telafi edilir
                (k.hal, o.telafi_edilen, o.bittigi_tur) =
                    (Hal::Telafi, o.telafi_edilen + k.adim as u32, t);
            } else {
                (k.hal, k.basladi) = (Hal::Yuruyor, t);
            }
        }
        iz.kayit(t, Rol::Zamanlayici, &kayit);
        if kayit.iter().all(|k| matches!(k.hal, Hal::Bitti | Hal::Telafi)) {
            break; // butun isler durdu
        }
    }
    o.yarim_kalan_is = kayit.iter().filter(|k| k.hal == Hal::Yuruyor).count() as u32;
    o.telafi_edilen_is = kayit.iter().filter(|k| k.hal == Hal::Telafi).count() as u32;
    Ok(o.ozetle())
}
