//! The help's list of JSON keys: every shape a program prints, each read off a real run with
//! every default, so that the list cannot drift from the output.

use crate::calistirma::hesapla;
use ders::secenek::{Deger, IZ, KARSILASTIR, Tanim};
use ders::{Degerler, Program, Programlar};
use serde::Serialize;
use serde_json::Value;

/// The keys of the JSON that `bayraklar` print (`--json`, `--iz --json`), a line per object
/// (`sutunlar[].olcum: baslatilan, kacirilan, ...`): its keys that hold values, then those that
/// hold the objects the next lines open (`(kök): birinci, ikinci, farklar[], ayrilma[]`). Read
/// off a real result so the list cannot drift from the output. A path of `ayni` is not walked but named with its
/// note, where an object repeats one the help already lists (`birinci.olc: olc --json'un
/// anahtarları`).
pub fn json_anahtarlari(bayraklar: &str, sonuc: &impl Serialize, ayni: &[(&str, &str)]) -> String {
    fn gez(v: &Value, yol: &str, ayni: &[(&str, &str)], satirlar: &mut Vec<(String, Vec<String>)>) {
        if let Some((_, not)) = ayni.iter().find(|(a, _)| *a == yol) {
            satirlar.push((yol.to_string(), vec![format!("({not})")]));
            return;
        }
        let nesneli = |x: &Value| {
            x.is_object() || x.as_array().is_some_and(|a| a.first().is_some_and(Value::is_object))
        };
        let ad =
            |(k, x): (&String, &Value)| if x.is_array() { format!("{k}[]") } else { k.clone() };
        match v {
            Value::Object(m) => {
                // its values first, then the objects the lines below open
                let (degerler, nesneler): (Vec<_>, Vec<_>) =
                    m.iter().partition(|(_, x)| !nesneli(x));
                let anahtarlar: Vec<String> =
                    degerler.into_iter().chain(nesneler).map(ad).collect();
                if !anahtarlar.is_empty() {
                    satirlar.push((yol.to_string(), anahtarlar));
                }
                for (k, x) in m {
                    let alt = if yol.is_empty() { k.clone() } else { format!("{yol}.{k}") };
                    match x {
                        Value::Object(_) => gez(x, &alt, ayni, satirlar),
                        Value::Array(a) if a.first().is_some_and(Value::is_object) => {
                            gez(&a[0], &format!("{alt}[]"), ayni, satirlar)
                        }
                        _ => {}
                    }
                }
            }
            _ => satirlar.push((yol.to_string(), Vec::new())),
        }
    }
    let mut satirlar = Vec::new();
    if let Ok(v) = serde_json::to_value(sonuc) {
        gez(&v, "", ayni, &mut satirlar);
    }
    let mut metin = format!("JSON anahtarları ({bayraklar}):\n");
    for (yol, anahtarlar) in satirlar {
        let yol = if yol.is_empty() { "(kök)".to_string() } else { yol };
        metin += &format!("  {yol}: {}\n", anahtarlar.join(", "));
    }
    metin
}

/// The help's end: the keys of every JSON shape program `p` prints, each read off a run with
/// every default: `--json`; for `olc` also the story (`--iz --json`, its claims as `--json`'s)
/// and two timings side by side (`--karsilastir ARIZALAR --json`, each side's tables as
/// `--json`'s).
pub(crate) fn json_yardimi<D: Programlar>(p: Program, tanimlar: &[&'static dyn Tanim]) -> String {
    let d = Degerler::varsayilan(tanimlar);
    let json = "--json";
    let mut m = String::new();
    if let Ok(ornek) = hesapla::<D>(p, &d) {
        m += &json_anahtarlari(json, &ornek, &[]);
    }
    if p == Program::Olc {
        let iz = d.clone().ile(&IZ, Deger::Acik(true));
        if let Ok(ornek) = hesapla::<D>(p, &iz)
            .map_err(drop)
            .and_then(|s| crate::calistirma::yuruyusle::<D>(s, &iz, &mut |_, _| {}).map_err(drop))
        {
            let bayraklar = format!("--{} {json}", IZ.bayrak());
            m += &json_anahtarlari(&bayraklar, &ornek, &[("ozellikler", "--json'daki gibi")]);
        }
        let ikinci = d.clone().ile(&KARSILASTIR, Deger::Metin("yok".into()));
        if let Ok(ornek) = hesapla::<D>(p, &ikinci) {
            let bayraklar = format!("--{} {} {json}", KARSILASTIR.bayrak(), KARSILASTIR.deger_adi);
            let taraf = "--json'un anahtarları";
            m += &json_anahtarlari(
                &bayraklar,
                &ornek,
                &[("birinci.olc", taraf), ("ikinci.olc", taraf)],
            );
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    struct Ornek {
        a: u32,
        b: Vec<u32>,
        alt: Alt,
        satirlar: Vec<Alt>,
    }
    #[derive(Serialize)]
    struct Alt {
        x: u32,
    }

    #[test]
    fn anahtarlar_nesne_basina_satir() {
        let o = Ornek { a: 1, b: vec![2], alt: Alt { x: 3 }, satirlar: vec![Alt { x: 4 }] };
        assert_eq!(
            json_anahtarlari("--json", &o, &[]),
            "JSON anahtarları (--json):\n  (kök): a, b[], alt, satirlar[]\n  alt: x\n  satirlar[]: x\n"
        );
    }
}
