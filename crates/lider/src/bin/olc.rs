#![forbid(unsafe_code)]
//! `olc`: the lesson's measurements (three columns, then the lease sweep).

fn main() -> std::process::ExitCode {
    program::ana::<lider::Lider>(ders::Program::Olc)
}
