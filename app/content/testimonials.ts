/** Home page testimonials (SPEC §3 Testimonial: name, age, condition, rating 4 or 5, text, location, avatar). */
export interface Testimonial {
  name: string;
  age: number;
  condition: string;
  rating: 4 | 5;
  text: string;
  location: string;
  /** Initials shown in the avatar circle. */
  avatar: string;
}

type Row = [name: string, age: number, condition: string, rating: 4 | 5, location: string, text: string];

const rows: Row[] = [
  ["Denise W.", 58, "Blood Sugar", 5, "Atlanta, GA", "My morning numbers are steadier than they have been in years. I pair it with walks after dinner and my doctor is pleased."],
  ["Marcus T.", 46, "Blood Pressure", 5, "Newark, NJ", "I finally have a routine I stick to. My last two checkups came back better and I feel more in control."],
  ["Gloria H.", 67, "Joint Health", 4, "Fort Lauderdale, FL", "Getting up the stairs is easier on my knees. It took about six weeks before I noticed a difference."],
  ["Andre P.", 39, "Energy", 5, "Brooklyn, NY", "No more three o'clock crash at work. I take it with breakfast and I am good until evening."],
  ["Yvonne R.", 52, "Sleep", 5, "Hartford, CT", "The magnesium helps me wind down. I fall asleep faster and wake up less in the night."],
  ["Curtis L.", 61, "Heart Health", 5, "Savannah, GA", "My cardiologist suggested omega-3s and this is the one I trust. Third-party testing matters to me."],
  ["Tasha M.", 34, "Women's Health", 5, "Miami, FL", "Finally a women's formula that feels made for me. My energy through the month is much more even."],
  ["Reginald B.", 55, "Men's Health", 4, "Jersey City, NJ", "Good daily formula. I like that they encourage screenings instead of promising miracles."],
  ["Lorraine K.", 63, "Cholesterol", 5, "Macon, GA", "Along with changes to my diet, my numbers moved in the right direction at my last visit."],
  ["Jamal S.", 42, "Stress & Mood", 5, "Queens, NY", "Work has been intense. This helps me stay level and I sleep better on stressful weeks."],
  ["Bernadette O.", 70, "Vitamin D", 5, "Stamford, CT", "My vitamin D was low every winter. Since starting D3 + K2 my levels are finally normal."],
  ["Keith A.", 49, "Weight Management", 4, "Orlando, FL", "It is not magic, but combined with meal planning it helped me stay on track and lose 18 pounds."],
  ["Sharon E.", 57, "Digestive Health", 5, "Paterson, NJ", "Less bloating after meals and much more regular. I recommended it to my sister."],
  ["Darius F.", 36, "Brain Health", 5, "Decatur, GA", "Sharper focus during long days. I notice it most in the afternoons."],
  ["Monique J.", 44, "Skin Health", 4, "Tampa, FL", "My skin feels more hydrated and my nails are stronger. Took a couple of months."],
  ["Harold G.", 72, "Eye Health", 5, "Bridgeport, CT", "My eye doctor recommended lutein. Glad to find a brand that explains what is inside."],
  ["Felicia N.", 51, "Blood Sugar", 5, "Augusta, GA", "I have prediabetes and this is part of my plan with my doctor. My A1C went down at my last test."],
  ["Terrence V.", 59, "Blood Pressure", 4, "Trenton, NJ", "Steady readings at home. Shipping was quick and the bottle lasts the month."],
  ["Angela C.", 48, "Immune Support", 5, "The Bronx, NY", "I used to catch everything going around my kids' school. This season was different."],
  ["Victor D.", 65, "Joint Health", 5, "Jacksonville, FL", "Back on the golf course without stiffness the next morning. Worth it."],
  ["Patrice L.", 41, "Energy", 4, "New Haven, CT", "More get-up-and-go in the mornings. I wish the capsules were a little smaller."],
  ["Calvin W.", 53, "Heart Health", 5, "Columbus, GA", "My whole family has a history of heart disease. This is one of the ways I take care of myself."],
  ["Rochelle B.", 38, "Sleep", 5, "Camden, NJ", "As a nurse on night shifts, getting real rest is hard. This made a real difference."],
  ["Lamont H.", 47, "Stress & Mood", 4, "Harlem, NY", "Calmer and more patient. It pairs well with the breathing exercises my counselor taught me."],
  ["Evelyn S.", 69, "Cholesterol", 5, "West Palm Beach, FL", "My doctor and I agreed to try this before adding another prescription. So far so good."],
  ["Nathaniel R.", 44, "Weight Management", 5, "Albany, GA", "Cravings are down and I am more consistent with my workouts."],
  ["Dorothy P.", 74, "Vitamin D", 5, "Waterbury, CT", "Easy to take, one softgel a day. My bone density check was stable this year."],
  ["Jerome K.", 50, "Men's Health", 5, "Elizabeth, NJ", "Fewer trips to the bathroom at night. I also started seeing my doctor every year."],
  ["Kendra T.", 33, "Women's Health", 4, "Brooklyn, NY", "Helpful for my cycle symptoms. I appreciate the clear labels."],
  ["Alvin M.", 62, "Blood Sugar", 5, "Miami Gardens, FL", "I check my glucose every day and I see steadier readings after meals now."],
  ["Constance G.", 55, "Digestive Health", 4, "Marietta, GA", "My stomach settles better. I started with half a dose and worked up."],
  ["Rodney E.", 45, "Brain Health", 5, "Norwalk, CT", "I feel clearer in meetings. My wife noticed before I did."],
  ["Latoya F.", 40, "Immune Support", 5, "Irvington, NJ", "Our whole household takes it during flu season now."],
  ["Franklin J.", 68, "Eye Health", 4, "Staten Island, NY", "Screens bother my eyes less. Good value with free shipping."],
  ["Simone A.", 36, "Skin Health", 5, "Hollywood, FL", "My skin tone looks more even and my hair is growing back thicker."],
  ["Wendell C.", 57, "Blood Pressure", 5, "Athens, GA", "Together with less salt and more walking, my readings are the best they have been."],
  ["Inez D.", 60, "Sleep", 4, "Danbury, CT", "I sleep through most nights now. Customer service was kind when I had a question."],
  ["Byron L.", 52, "Energy", 5, "Montclair, NJ", "I coach youth basketball and keep up with the kids again."],
  ["Regina W.", 47, "Heart Health", 5, "Mount Vernon, NY", "I love that the company talks about our community's health honestly."],
  ["Otis H.", 66, "Joint Health", 5, "St. Petersburg, FL", "Gardening without aching hands. I am on my third bottle."],
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join("")
    .replace(/[^A-Z]/gi, "")
    .slice(0, 2)
    .toUpperCase();

export const testimonials: Testimonial[] = rows.map(([name, age, condition, rating, location, text]) => ({
  name,
  age,
  condition,
  rating,
  text,
  location,
  avatar: initials(name),
}));
