//! The page's fewest-faults links played in the panel: each opens its design's column with
//! the kept first timing, and the claim breaks (or shows) at its last step, as in `olc`.

use crate::gorulen::Gorulen;
use ders::Program;
use dersler::DersKaydi;

/// The first minimal timings lesson `d`'s page links (`docs/kesif.json`'s `enAz` at the
/// report's bounds): each opens a run in which its claim breaks at its last step.
pub fn en_az_kayitlari(d: &dyn DersKaydi) -> Vec<arama::kayit::EnAzKaydi> {
    let hepsi = arama::kayit::en_az_oku(&crate::kok()).unwrap_or_default();
    hepsi
        .into_iter()
        .filter(|k| k.ders == d.ad() && k.boy == arama::kayit::Boy::Tam && k.parca.is_some())
        .collect()
}

/// A first minimal timing's link as the panel showed it: in its design's column the claim
/// breaks (or shows) first at the run's point of the timing's last step, as `olc --iz --json`'s
/// walk names it (a run that stops early has one point for every round after it).
pub fn en_az_sorunlari(
    d: &dyn DersKaydi,
    args: &[String],
    k: &arama::kayit::EnAzKaydi,
    g: &Gorulen,
) -> Vec<String> {
    let mut a: Vec<&str> = args.iter().map(String::as_str).collect();
    a.extend(["--iz", "--json"]);
    let Ok(j) = serde_json::from_str::<serde_json::Value>(&d.calistir(Program::Olc, &a).cikti)
    else {
        return vec!["olc --iz --json okunamadı".into()];
    };
    let sutun = cekirdek::turkce_harfsiz(&k.tasarim);
    let Some(sira) =
        j["sutunlar"].as_array().and_then(|s| s.iter().position(|s| s["ad"] == sutun.as_str()))
    else {
        return vec![format!("en az arıza: olc'da '{sutun}' sütunu yok")];
    };
    let duraklar = j["yuruyus"]["duraklar"].as_array().map_or(0, Vec::len);
    let adim = k.adim.unwrap_or(0).min(duraklar).saturating_sub(1);
    let nokta = j["yuruyus"]["duraklar"][adim]["sutunlar"][sira]["ad"].as_str().map(String::from);
    let durum = if k.tur == "bazen" { "goruldu" } else { "bozuldu" };
    let gorulen = g
        .ozellikler
        .iter()
        .find(|s| s.sutun == sutun)
        .and_then(|s| s.ozellikler.iter().find(|o| o.ad == k.ozellik));
    match gorulen {
        Some(o) if o.durum == durum && o.nokta == nokta && nokta.is_some() => Vec::new(),
        _ => vec![format!(
            "en az arıza ({} / {}): panel {} sütununda {} için {:?} gösteriyor, beklenen {durum} \
             {nokta:?}",
            k.tasarim,
            k.ozellik,
            sutun,
            k.ozellik,
            gorulen.map(|o| (&o.durum, &o.nokta))
        )],
    }
}
