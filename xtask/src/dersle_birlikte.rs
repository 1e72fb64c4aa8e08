//! `anlar DERS`: the lesson's moments on its own run as a list, for a page read without
//! JavaScript or on paper: each moment's stop and command, where its sentence is in the lesson
//! text (the book, built beside the texts, puts the sentence itself there), each of its
//! columns' story line and the figures its sentence names, and its entry in `ayrilik.md` where
//! the program reads the sentence otherwise. All from `olc --iz --json`'s walk
//! (`program::an`).

use serde_json::Value;
use std::collections::HashMap;

/// The list, from the outputs `ciktilar` (by command).
pub fn liste(ders: &str, ciktilar: &HashMap<String, String>) -> Result<String, String> {
    let komut = format!("cargo run -q -p {ders} --bin olc -- --iz --json");
    let cikti =
        ciktilar.get(&komut).ok_or_else(|| format!("'{komut}' listede yok ya da çalışmadı"))?;
    let j: Value = serde_json::from_str(cikti).map_err(|e| format!("{komut}: {e}"))?;
    let y = &j["yuruyus"];
    let kesen = y["kesen"].as_str().ok_or_else(|| format!("{komut}: yürüyüş yok"))?;
    let anlar = y["anlar"].as_array().ok_or_else(|| format!("{komut}: anlar yok"))?;
    let mut m = String::new();
    for a in anlar {
        let metin = |v: &Value| v.as_str().unwrap_or_default().to_string();
        m += &format!(
            "- **{}** (`--{kesen} {}`): {}\n",
            metin(&a["ad"]),
            a["nokta"],
            metin(&a["konum"])
        );
        for s in a["sutunlar"].as_array().into_iter().flatten() {
            let sutun = metin(&s["sutun"]);
            if let Some(satir) = s["satir"].as_str() {
                m += &format!("  - {sutun}: `{satir}`\n");
            }
            let rakamlar: Vec<String> = a["rakamlar"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|r| r["sutun"].as_str() == Some(sutun.as_str()))
                .map(|r| metin(&r["okunus"]))
                .collect();
            if !rakamlar.is_empty() {
                m += &format!("  - {sutun}, sayılar: {}\n", rakamlar.join(", "));
            }
        }
        if let Some(y) = a["ayrilik"].as_str() {
            m += &format!("  - [Program bu cümleyi dersten ayrı okur]({y})\n");
        }
    }
    Ok(m)
}
