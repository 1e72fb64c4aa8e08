//! The kept counterexamples and witnesses (`docs/kesif.json`) replayed through the command line:
//! each path of the lessons' own models is written as `--ariza` and its claim watched on the
//! model walked with the faults that schedule chooses (`arama::kayitliyi_tekrarla`, through the
//! lesson's search side; no checker compiled); then the built `olc` runs the command, and the events of its column must be the
//! path's. Mutants are left out: their defect is not something the command line can replay.
//! The first minimal timing of each design's claim (`enAz`) is run the same way, from its panel
//! link, and must break the claim at its last step.

use crate::programlar::Derlenen;
use arama::kayit::Kayitli;
use ders::secenek::ARIZA_ADI;
use serde_json::Value;
use std::collections::BTreeMap;
use std::process::Command;

/// Replays every kept path of the lessons' own models; returns how many each lesson has (by its
/// name), and each that did not reproduce, with why.
pub fn denetle(programlar: &Derlenen) -> Result<(BTreeMap<String, usize>, Vec<String>), String> {
    let kayitlar = arama::kayit::oku(&crate::cargo::kok())?;
    let (mut sayi, mut bozuk) = (BTreeMap::new(), Vec::new());
    for k in kayitlar.iter().filter(|k| k.denetim.kusur.is_none()) {
        let Some(z) = &k.yazili else { continue };
        *sayi.entry(k.denetim.ders.clone()).or_default() += 1;
        if let Err(e) = tekrarla(k, z, programlar) {
            bozuk.push(format!("{}: {e}", k.ad()));
        }
    }
    for k in arama::kayit::en_az_oku(&crate::cargo::kok())? {
        if k.parca.is_none() {
            continue;
        }
        *sayi.entry(k.ders.clone()).or_default() += 1;
        if let Err(e) = en_az_tekrarla(&k, programlar) {
            bozuk.push(format!("en az arıza: {}: {e}", k.ad()));
        }
    }
    Ok((sayi, bozuk))
}

/// A kept first minimal timing (`docs/kesif.json`'s `enAz`) run by the built `olc` from its
/// panel link's flags: in its design's column the schedule is the kept one and the claim breaks
/// (or shows) first at the timing's last step, the walk's point of that number.
fn en_az_tekrarla(k: &arama::kayit::EnAzKaydi, programlar: &Derlenen) -> Result<(), String> {
    let olc = programlar
        .get(&(k.ders.as_str(), "olc".to_string()))
        .ok_or_else(|| format!("{} paketinde olc yok", k.ders))?;
    let bayraklar = program::calistirma::parcala(k.parca.as_deref().unwrap_or_default());
    let mut arg: Vec<String> =
        bayraklar.iter().flat_map(|(b, v)| [format!("--{b}"), v.clone()]).collect();
    arg.extend(["--iz".into(), "--json".into()]);
    let cikti = Command::new(olc).args(&arg).output().map_err(|e| e.to_string())?;
    if !cikti.status.success() {
        return Err(format!("olc {}: {}", arg.join(" "), String::from_utf8_lossy(&cikti.stderr)));
    }
    let json: Value = serde_json::from_slice(&cikti.stdout).map_err(|e| e.to_string())?;
    let ad = cekirdek::turkce_harfsiz(&k.tasarim);
    let sira = json["sutunlar"]
        .as_array()
        .and_then(|s| s.iter().position(|s| s["ad"] == ad.as_str()))
        .ok_or_else(|| format!("olc'da '{ad}' sütunu yok"))?;
    if json["sutunlar"][sira]["secenek"][ARIZA_ADI] != k.yazili.as_deref().unwrap_or_default() {
        return Err(format!(
            "'{ad}' sütununun arıza sırası {} değil",
            k.yazili.as_deref().unwrap_or_default()
        ));
    }
    let iddia = json["ozellikler"]["sutunlar"][sira]["ozellikler"]
        .as_array()
        .and_then(|o| o.iter().find(|o| o["ad"] == k.ozellik.as_str()))
        .ok_or_else(|| format!("'{ad}' sütununda {} yok", k.ozellik))?;
    let beklenen = if k.tur == "bazen" { "goruldu" } else { "bozuldu" };
    let adim = k.adim.ok_or("adım sayısı yok")?;
    // a run that stops early has one point for the rounds after it: the timing's last step may
    // be one of those
    let duraklar = json["yuruyus"]["duraklar"].as_array().map_or(0, Vec::len);
    let nokta =
        &json["yuruyus"]["duraklar"][adim.min(duraklar).saturating_sub(1)]["sutunlar"][sira]["ad"];
    if iddia["durum"] != beklenen || iddia["nokta"]["ad"] != *nokta {
        return Err(format!(
            "'{ad}' sütununda {} {} noktasında {}, beklenen {beklenen} ({adim}. nokta, {nokta})",
            k.ozellik, iddia["nokta"]["ad"], iddia["durum"]
        ));
    }
    Ok(())
}

/// Kept result `k`'s path (its schedule `y`, as a reader writes one) replayed through its
/// lesson's own model.
pub fn kayitliyi_tekrarla(k: &Kayitli, y: &str) -> Result<arama::Tekrar, String> {
    let d = &k.denetim;
    let ders = dersler::bul(&d.ders).ok_or_else(|| format!("'{}' diye bir ders yok", d.ders))?;
    let derinlik = k.derinlik.unwrap_or(0);
    (ders.denetim().kayitliyi_tekrarla)(k.boy, &d.kontrol, &d.ozellik, y, derinlik)
}

/// The replay of one kept path: the claim breaks (or shows) at its last step, and `olc` runs
/// the path.
fn tekrarla(k: &Kayitli, z: &str, programlar: &Derlenen) -> Result<(), String> {
    let d = &k.denetim;
    let t = kayitliyi_tekrarla(k, z)?;
    if t.adim != k.derinlik {
        let ne = if d.tur == "bazen" { "goruldu" } else { "bozuldu" };
        return Err(format!(
            "tekrarda iddia {:?}. adımda {ne}, kayıtlı yol {:?} adım",
            t.adim, k.derinlik
        ));
    }
    if program::calistirma::parcala(t.baglanti.split_once('#').map_or("", |(_, p)| p))
        != t.bayraklar
    {
        return Err(format!("panel bağlantısı komutun bayraklarını vermiyor: {}", t.baglanti));
    }
    let olc = programlar
        .get(&(d.ders.as_str(), "olc".to_string()))
        .ok_or_else(|| format!("{} paketinde olc yok", d.ders))?;
    let mut arg: Vec<String> =
        t.bayraklar.iter().flat_map(|(b, v)| [format!("--{b}"), v.clone()]).collect();
    arg.extend(["--iz".into(), "--json".into()]);
    let cikti = Command::new(olc).args(&arg).output().map_err(|e| format!("{}: {e}", t.komut))?;
    if !cikti.status.success() {
        let hata = String::from_utf8_lossy(&cikti.stderr);
        return Err(format!("{}: {}: {}", t.komut, cikti.status, hata.trim_end()));
    }
    let json: Value = serde_json::from_slice(&cikti.stdout).map_err(|e| e.to_string())?;
    let sutunlar = json["sutunlar"].as_array().cloned().unwrap_or_default();
    let sutun = sutunlar
        .iter()
        .find(|s| {
            let mut secenek = s["secenek"].clone();
            secenek.as_object_mut().map(|o| o.remove(ARIZA_ADI));
            secenek == t.sutun
        })
        .ok_or_else(|| format!("{}: hiçbir sütun {} seçenekleriyle koşmuyor", t.komut, t.sutun))?;
    if sutun["secenek"][ARIZA_ADI] != t.ariza.as_str() {
        return Err(format!("{}: sütun arıza sırasını {} diye yazıyor", t.komut, sutun["secenek"]));
    }
    let (kosum, yol) = (sutun["olaylar"].as_array(), t.olaylar.as_array());
    let ayni = match (kosum, yol) {
        (Some(k), Some(y)) if t.tum_kosum => k == y,
        (Some(k), Some(y)) => k.starts_with(y),
        _ => false,
    };
    if !ayni {
        return Err(format!("{}: {} sütununun olayları yolunkiler değil", t.komut, sutun["ad"]));
    }
    Ok(())
}
